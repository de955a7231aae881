/**
 * Atenciones of a scale tenant, planned in `plan_attempts`. Kind, day, customer and commercial
 * are drawn independently for each atención: the day over two years of growing activity (few
 * at weekends, Madrid working hours), the customer among those created before that day, the
 * commercial usually the customer's own (80 %) but any other by weight. Linked rows (offer,
 * follow-up, outcome, procedure) get ordinals in time order, so their reserved ids grow with
 * time, as in a real database.
 */
import { CALL_TYPES, NOT_INTERESTED_TYPES, SALES_STATUSES } from '@kiwi/domain';
import type { Draw, SeedSql } from './draw';
import { textArray, weightsOf } from './draw';
import { CREATION_POWER, HISTORY_DAYS } from './customers';
import { SLOTS } from './people';
import { pickJoin } from './picks';
import { ATTEMPT_NOTES, NO_INTEREST_NOTES } from './texts';

export const KIND_WEIGHTS = [
  ['OFERTA', 30],
  ['AGENDADO', 25],
  ['NO_INTERESADO', 18],
  ['GESTION', 7],
  ['CONTACTO', 20],
] as const;

/** Sales statuses of offers: about half still open, one in eight sold. */
const OFFER_STATUS = weightsOf(SALES_STATUSES, { 1: 28, 2: 20, 3: 18, 4: 9, 5: 3, 6: 3, 7: 19 });
const OPERATORS = [
  ['YOIGO', 28], ['MASMOVIL', 24], ['VODAFONE', 14], ['LOWI', 10], ['AVATEL', 10], ['DBL', 14],
] as const; // prettier-ignore

/**
 * When a follow-up is set for (Madrid wall clock, from the call's): 1–3 days later, up to two
 * weeks, or up to two months; a quarter-hour between 9:00 and 20:45; Sunday moves to Monday.
 */
function followUpLocal(d: Draw, k: string): string {
  const day = `date_trunc('day', g.at_local) + make_interval(days => (
    case when ${d.u(k, 'follow.range')} < 0.4 then 1 + floor(${d.u(k, 'follow.days')} * 3)
         when ${d.u(k, 'follow.range')} < 0.75 then 4 + floor(${d.u(k, 'follow.days')} * 11)
         else 15 + floor(${d.u(k, 'follow.days')} * 46) end)::int,
    mins => 540 + 15 * ${d.int(k, 'follow.slot', 0, 46)})`;
  // The expression is repeated rather than wrapped in a per-row subquery: cheaper to evaluate.
  return `(${day} + case when extract(isodow from ${day}) = 7 then interval '1 day' else interval '0' end)`;
}

export interface AttemptCounts {
  attempts: number;
  offers: number;
  schedules: number;
  noInterest: number;
  procedures: number;
}

export async function planAttempts(
  sql: SeedSql,
  d: Draw,
  opts: { count: number; customers: number },
): Promise<AttemptCounts> {
  const k = 'g.k';
  const now = 'pg_temp.seed_now()';
  // Position of the day in the history window, growing activity: density ∝ 0.3 + s.
  const s = `(sqrt(0.09 + 1.6 * ${d.u(k, 'day')}) - 0.3)`;
  // The customer: one created before that day (rn < prefix), favouring the newer leads of the
  // moment; a hash-chosen tenth of the customers are never contacted (their draws go to a
  // neighbour row, which is itself an independent draw).
  const prefix = `greatest(1, floor(${opts.customers} * (1 - power(1 - s0.s, ${1 / CREATION_POWER}))))`;
  const never = (rn: string) => `${d.u(rn, 'never')} < 0.1`;
  // Calendar maths happen on Madrid wall-clock timestamps; one conversion back at the end.
  const weekday = `extract(isodow from p.day)`;
  await sql.unsafe(`drop table if exists plan_attempts`);
  await sql.unsafe(`
    create temp table plan_attempts as
    with positioned as (
      select g.k, p.s, p.rn0, w.day
      from generate_series(0, ${opts.count - 1}) g(k)
      cross join lateral (select ${s} as s) s0
      cross join lateral (select s0.s,
        (${now} at time zone 'Europe/Madrid')
          - make_interval(secs => ${HISTORY_DAYS} * 86400 * (1 - s0.s)) as day,
        least(${prefix} - 1, floor(${prefix} * (1 - power(${d.u(k, 'customer')}, 1.8))))::bigint as rn0) p
      -- Few atenciones at weekends: most weekend draws move to a weekday of the same week.
      cross join lateral (select case
        when ${weekday} = 6 and ${d.chance(k, 'saturday', 0.65)}
          or ${weekday} = 7 and ${d.chance(k, 'sunday', 0.97)}
        then p.day - make_interval(days => ${weekday}::int - ${d.int(k, 'weekday', 1, 5)})
        else p.day end as day) w
    ),
    drawn as (
      select g.k, c.id as customer_id, c.rn as customer_rn, c.seg, c.province, c.isp_actual,
        c.telefonos[1] as phone,
        ${d.weighted(k, 'kind', KIND_WEIGHTS)} as kind,
        case when c.comercial_id is not null and ${d.chance(k, 'own', 0.8)} then c.comercial_id
             when ${d.chance(k, 'nobody', 0.01)} then null else cs.comercial_id end as comercial_id,
        t.at_local, greatest(c.created_at + interval '2 minutes',
          least(${now} - interval '1 minute', t.at_local at time zone 'Europe/Madrid')) as at
      from positioned g
      cross join lateral (select date_trunc('day', g.day) + make_interval(mins =>
        case when ${d.chance(k, 'morning', 0.6)} then 540 + ${d.int(k, 'minute', 0, 299)}
             else 960 + ${d.int(k, 'minute', 0, 239)} end) as at_local) t
      join plan_customers c on c.rn = case when not (${never('g.rn0')}) then g.rn0
        when g.rn0 >= 1 and not (${never('g.rn0 - 1')}) then g.rn0 - 1
        when g.rn0 >= 2 and not (${never('g.rn0 - 2')}) then g.rn0 - 2 else g.rn0 end
      left join scale_commercial_slots cs on cs.slot = floor(${d.u(k, 'commercial')} * ${SLOTS})::int
    ),
    shaped as (
      select x.*,
        case when x.has_offer and x.estado > 1 then true else ${d.chance('x.k', 'edited', 0.05)} end as is_updated
      from (
        select g.*,
          g.kind = 'OFERTA' or (g.kind = 'AGENDADO' and ${d.chance(k, 'schedule.offer', 0.3)}) as has_offer,
          case when g.kind = 'OFERTA' then ${d.weighted(k, 'estado', OFFER_STATUS)}
               when g.kind = 'AGENDADO' and ${d.chance(k, 'schedule.offer', 0.3)}
                 then ${d.weighted(k, 'schedule.estado', [
                   [1, 75],
                   [2, 25],
                 ])} end as estado,
          ${d.weighted(k, 'operator', OPERATORS)} as operator,
          case when ${d.chance(k, 'notes', 0.55)} then
            case when g.kind = 'NO_INTERESADO' then ${d.pick(k, 'notes.no', textArray(NO_INTEREST_NOTES), NO_INTEREST_NOTES.length)}
                 else ${d.pick(k, 'notes.text', textArray(ATTEMPT_NOTES), ATTEMPT_NOTES.length)} end end as notas,
          case when g.kind = 'NO_INTERESADO' then ${d.weighted(k, 'razon', weightsOf(NOT_INTERESTED_TYPES, { PRECIO: 35, PERMANENCIA: 20, SATISFECHO: 20, COBERTURA: 10, OTRO: 15 }))} end as razon,
          case when g.kind = 'NO_INTERESADO' then ${d.weighted(k, 'call', weightsOf(CALL_TYPES, { SALIENTE: 70, ENTRANTE: 20, PRESENCIAL: 10 }))} end as tipo_llamada,
          case when g.kind = 'GESTION' then pr.id end as procedure_id,
          case when g.kind = 'AGENDADO'
            then ${followUpLocal(d, k)} at time zone 'Europe/Madrid' end as fecha_agendado
        from drawn g
        ${pickJoin('pr', 'scale_procedures', {}, d.u(k, 'procedure'))}
      ) x
    )
    select s.*,
      least(${now}, s.at + case when s.is_updated
        then make_interval(mins => ${d.int('s.k', 'edit.after', 30, 20 * 1440)}) else interval '0' end) as updated_at,
      case when s.fecha_agendado < ${now} and ${d.u('s.k', 'schedule.done')}
             < case when s.fecha_agendado < ${now} - interval '30 days' then 0.94 else 0.7 end
           then least(${now}, s.fecha_agendado + make_interval(mins => ${d.int('s.k', 'done.after', 0, 120)})) end as done_at,
      case when s.has_offer then count(*) filter (where s.has_offer) over w end as offer_no,
      case when s.kind = 'AGENDADO' then count(*) filter (where s.kind = 'AGENDADO') over w end as schedule_no,
      case when s.kind = 'NO_INTERESADO' then count(*) filter (where s.kind = 'NO_INTERESADO') over w end as no_interest_no,
      case when s.kind = 'GESTION' then count(*) filter (where s.kind = 'GESTION') over w end as procedure_no
    from shaped s
    window w as (order by s.at, s.k rows between unbounded preceding and current row)`);
  await sql.unsafe(
    `create index on plan_attempts (offer_no) where offer_no is not null; analyze plan_attempts`,
  );
  const [counts] = await sql<AttemptCounts[]>`
    select count(*)::int as attempts,
      count(offer_no)::int as offers, count(schedule_no)::int as schedules,
      count(no_interest_no)::int as "noInterest", count(procedure_no)::int as procedures
    from plan_attempts`;
  if (!counts) throw new Error('scale seed: attempts not planned');
  return counts;
}
