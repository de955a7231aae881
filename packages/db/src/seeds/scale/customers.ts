/**
 * Customers of a scale tenant, planned in `plan_customers` (one row per customer, `rn` 0..N-1,
 * ids reserved ahead) with every column drawn on its own: segment, document, name, phones,
 * email, address, origin, ISP and commercial are independent draws of (rn, column). Row order
 * follows creation time, as ids do in a real database. The insert itself (states that agree
 * with the atenciones) happens once the atenciones are planned.
 */
import { Faker, base, es } from '@faker-js/faker';
import type { Draw, SeedSql } from './draw';
import { caseByWeight, lit, textArray } from './draw';
import type { ScalePeople } from './people';
import { SLOTS } from './people';
import { pickJoin } from './picks';
import {
  BUSINESS_FORMS,
  BUSINESS_KINDS,
  CUSTOMER_NOTES,
  EMAIL_PROVIDERS,
  LANDLINE_PREFIXES,
  STREET_NAMES,
  STREET_TYPES,
} from './texts';

/** Customers were created over the last HISTORY_DAYS, more of them lately (age ∝ (1 - x)^power). */
export const HISTORY_DAYS = 730;
export const CREATION_POWER = 1.3;

const ISPS: ReadonlyArray<readonly [string, number]> = [
  ['MOVISTAR', 27], ['VODAFONE', 17], ['ORANGE', 17], ['DIGI', 10], ['MASMOVIL', 8],
  ['YOIGO', 7], ['JAZZTEL', 5], ['LOWI', 3], ['PEPEPHONE', 2], ['O2', 2], ['SIMYO', 2],
]; // prettier-ignore

/** Names from faker's Spanish lists (the locale data, not random calls: stable pools). */
function namePools() {
  const faker = new Faker({ locale: [es, base] });
  const person = faker.definitions.person;
  const first = [...(person.first_name.female ?? []), ...(person.first_name.male ?? [])];
  const last = person.last_name.generic ?? [];
  if (first.length === 0 || last.length === 0) throw new Error('scale seed: no faker names');
  return { first, last };
}

/** A Spanish mobile in E.164: +34 6xx xxx xxx or +34 7[1-4]x xxx xxx. */
const mobile = (
  d: Draw,
  k: string,
  n: number,
) => `'+34' || case when ${d.u(k, `mob.kind.${n}`)} < 0.88
    then '6' || lpad(floor(${d.u(k, `mob.a.${n}`)} * 1e8)::bigint::text, 8, '0')
    else '7' || ${d.int(k, `mob.b.${n}`, 1, 4)} || lpad(floor(${d.u(k, `mob.a.${n}`)} * 1e7)::bigint::text, 7, '0') end`;

/**
 * A landline in E.164 with the geographic prefix of the customer's province; the subscriber
 * part starts with 1-5, a digit every Spanish geographic range accepts after its prefix.
 */
const landline = (
  d: Draw,
  k: string,
  n: number,
) => `'+34' || lp.prefix || ${d.int(k, `fix.first.${n}`, 1, 5)} ||
    lpad(floor(${d.u(k, `fix.${n}`)} * power(10, 8 - length(lp.prefix)))::bigint::text, 8 - length(lp.prefix), '0')`;

export async function planCustomers(
  sql: SeedSql,
  d: Draw,
  opts: { count: number; firstId: number; tenantIndex: number; people: ScalePeople },
): Promise<void> {
  const { first, last } = namePools();
  const k = 'g.rn';
  const pick = (name: string, pool: readonly string[]) =>
    d.pick(k, name, textArray(pool), pool.length);
  const offset = (mod: number, salt: number) => ((opts.tenantIndex + 1) * salt) % mod;
  const originCase = caseByWeight(d.u(k, 'origin'), [
    ...opts.people.origins.map((o) => [o.id, o.weight] as const),
    [null, 8],
  ]);
  const provinceExpr = `coalesce(pc.province, ${d.int(k, 'province.none', 1, 52)})`;
  await sql.unsafe(`drop table if exists plan_customers`);
  await sql.unsafe(`
    create temp table plan_customers as
    select g.rn, ${opts.firstId} + g.rn as id, s.seg, s.business, doc.kind as tipo_documento,
      case doc.kind
        when 'DNI' then lpad(dni.n::text, 8, '0') || pg_temp.dni_letter(dni.n)
        when 'NIE' then nie.letter || lpad(nie.m::text, 7, '0')
                        || pg_temp.dni_letter(nie.digit * 10000000 + nie.m)
        when 'CIF' then biz.letter || cif.digits || pg_temp.cif_control(cif.digits)
      end as documento,
      case when s.business then biz.kind || ' ' || nm.last1 || ' ' || biz.form
           else nm.first || ' ' || nm.last1 || ' ' || nm.last2 end as nombre,
      array_remove(array[
        case when ${d.chance(k, 'phone1.mobile', 0.82)} then ${mobile(d, k, 1)} else ${landline(d, k, 1)} end,
        case when ph.n >= 2 then case when ${d.chance(k, 'phone2.mobile', 0.7)} then ${mobile(d, k, 2)} else ${landline(d, k, 2)} end end,
        case when ph.n >= 3 then ${mobile(d, k, 3)} end], null) as telefonos,
      case when ${d.chance(k, 'email.none', 0.22)} then null
           when s.business then ${pick('email.box', ['info', 'administracion', 'contacto', 'gerencia'])}
             || '@' || pg_temp.slug(biz.kind || nm.last1) || ${pick('email.tld', ['.es', '.com'])}
           else pg_temp.slug(nm.first) || '.' || pg_temp.slug(nm.last1)
             || case when ${d.chance(k, 'email.digits', 0.5)} then ${d.int(k, 'email.n', 1, 99)}::text else '' end
             || '@' || ${caseByWeight(d.u(k, 'email.provider'), EMAIL_PROVIDERS)} end as email,
      case when pc.cp is null or ${d.chance(k, 'address.none', 0.05)} then null
           else ${caseByWeight(d.u(k, 'street.type'), STREET_TYPES)} || ' ' ||
             case when ${d.chance(k, 'street.person', 0.25)} then 'de ' || ${pick('street.first', first)} || ' ' || ${pick('street.last', last)}
                  else ${pick('street.name', STREET_NAMES)} end
             || ', ' || ${d.int(k, 'street.number', 1, 160)}
             || case when ${d.chance(k, 'street.flat', 0.55)}
                  then ', ' || ${d.int(k, 'street.floor', 1, 9)} || 'º ' || ${pick('street.door', ['A', 'B', 'C', 'D', 'Izda.', 'Dcha.'])}
                  else '' end end as direccion,
      pc.cp, pc.municipio as localidad, ${provinceExpr} as province,
      ${originCase} as origen_bbdd_id,
      ${caseByWeight(d.u(k, 'isp'), ISPS)} as isp_actual,
      case when ${d.chance(k, 'unassigned', 0.05)} then null else cs.comercial_id end as comercial_id,
      case when ${d.chance(k, 'notes', 0.12)} then ${pick('notes.text', CUSTOMER_NOTES)} end as notas,
      pg_temp.seed_now() - make_interval(secs => ${HISTORY_DAYS} * 86400
        * power(1 - (g.rn + ${d.u(k, 'created.jitter')}) / ${opts.count}, ${CREATION_POWER})) as created_at
    from generate_series(0, ${opts.count - 1}) g(rn)
    cross join lateral (select ${caseByWeight(d.u(k, 'segment'), [
      ['PARTICULAR', 62],
      ['AUTONOMO', 15],
      ['NEGOCIOS', 18],
      ['EMPRESA', 5],
    ])} as seg) s0
    cross join lateral (select s0.seg, s0.seg in ('NEGOCIOS', 'EMPRESA') as business) s
    cross join lateral (select case when s.business
        then case when ${d.chance(k, 'doc.cif', 0.92)} then 'CIF' end
        else ${caseByWeight(d.u(k, 'doc.person'), [
          ['DNI', 80],
          ['NIE', 12],
          [null, 8],
        ])} end as kind) doc
    cross join lateral (select ${pick('name.first', first)} as first, ${pick('name.last1', last)} as last1,
        ${pick('name.last2', last)} as last2) nm
    cross join lateral (select ${pick('biz.kind', BUSINESS_KINDS)} as kind, f.form, f.letter
        from (select ${caseByWeight(
          d.u(k, 'biz.form'),
          BUSINESS_FORMS.map(([form, , w]) => [form, w] as const),
        )} as form) x
        join (values ${BUSINESS_FORMS.map(([form, letter]) => `(${lit(form)}, ${lit(letter)})`).join(', ')}) f(form, letter)
          on f.form = x.form) biz
    cross join lateral (select ${caseByWeight(d.u(k, 'phones'), [
      [1, 68],
      [2, 24],
      [3, 8],
    ])} as n) ph
    -- Document numbers: rn times a multiplier coprime with the modulus is a permutation, so
    -- numbers are unique in the tenant and look random.
    cross join lateral (select 10000000 + (g.rn::bigint * 61803399 + ${offset(80_000_000, 9_999_991)}) % 80000000 as n) dni
    cross join lateral (select x.letter, (strpos('XYZ', x.letter) - 1) as digit,
        (g.rn::bigint * 6180339 + ${offset(10_000_000, 3_333_331)}) % 10000000 as m
        from (select ${caseByWeight(d.u(k, 'nie.letter'), [
          ['X', 30],
          ['Y', 55],
          ['Z', 15],
        ])} as letter) x) nie
    left join scale_commercial_slots cs on cs.slot = floor(${d.u(k, 'commercial')} * ${SLOTS})::int
    ${pickJoin('pc', 'scale_postcodes', { area: `case when ${d.chance(k, 'home', 0.55)} then 'home' else 'rest' end` }, `case when ${d.chance(k, 'cp.none', 0.04)} then null else ${d.u(k, 'cp')} end`)}
    cross join lateral (select lpad(${provinceExpr}::text, 2, '0')
        || lpad(((g.rn::bigint * 61803 + ${offset(100_000, 77_777)}) % 100000)::text, 5, '0') as digits) cif
    cross join lateral (select (${textArray(LANDLINE_PREFIXES)})[${provinceExpr}] as prefix) lp
    order by g.rn`);
  await sql.unsafe(`create unique index on plan_customers (rn); analyze plan_customers`);
}
