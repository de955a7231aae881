import { sql, type SQL } from 'drizzle-orm';
import { iso, roundEstimate, type RunStatement } from './customer-page';

/**
 * The atención lists (GET /api/atenciones/ — offers pipeline and gestiones — and
 * GET /api/atenciones/entradas/), shared by the API and its benchmark so that both send the
 * same statements (decisions 1409, 1410).
 */
export type AtencionListKind = 'ofertas' | 'gestiones' | 'entradas';

export interface AtencionListFilters {
  /** ofertas: atenciones carrying an offer, most recently updated first; gestiones: recorded procedures, entradas: every atención, both newest contact first. */
  list: AtencionListKind;
  comercial?: number | undefined;
  cliente?: number | undefined;
  /** Sales statuses 1–7 (repeated values are ignored). */
  estado?: readonly number[] | undefined;
  /** entradas: the kinds (AGENDADO, GESTION…). */
  tipo?: readonly string[] | undefined;
  /** The offer's operator (case-insensitive). */
  operator?: string | undefined;
  /** Any of the offer's packages has one of these sale types. */
  tipoOferta?: readonly string[] | undefined;
  /** The recorded procedure's catalogue type. */
  tipoGestion?: readonly string[] | undefined;
  /** Madrid days [from, to], both included. */
  fecha_contacto?: readonly string[] | undefined;
  updated_on?: readonly string[] | undefined;
  fecha_venta?: readonly string[] | undefined;
}

/** Start of a Madrid calendar day as a timestamptz. */
const madridDayStart = (day: string) =>
  sql`((${day}::date)::timestamp at time zone 'Europe/Madrid')`;

/** `column` within the Madrid days [from, to] (both included); null without a full range. */
export function withinMadridDays(column: SQL, range: readonly string[] | undefined): SQL | null {
  const [from, to] = range ?? [];
  if (!from || !to) return null;
  return sql`${column} >= ${madridDayStart(from)} and ${column} < ${madridDayStart(to)} + interval '1 day'`;
}

const defined = (conditions: (SQL | null | undefined | false | 0)[]): SQL[] =>
  conditions.filter((c): c is SQL => Boolean(c));

const distinctEstados = (f: AtencionListFilters) => [...new Set(f.estado ?? [])];

/**
 * Conditions on `a` (contact_attempts), all answered by the atención's own columns: the
 * offer's operator and sale types and the gestión's catalogue procedure are copies kept by
 * triggers (decision 1409). `estado: false` leaves the sales status out (the page of the
 * offers pipeline walks one status at a time).
 */
function conditions(f: AtencionListFilters, options: { estado: boolean } = { estado: true }) {
  const estados = distinctEstados(f);
  return defined([
    f.list === 'ofertas' && sql`a.offer_id is not null`,
    f.list === 'gestiones' && sql`a.tipo = 'GESTION'`,
    f.comercial !== undefined && sql`a.comercial_id = ${f.comercial}`,
    f.cliente !== undefined && sql`a.customer_id = ${f.cliente}`,
    f.tipo?.length && sql`a.tipo = any(${sql.param([...f.tipo])}::text[])`,
    options.estado && estados.length && sql`a.estado = any(${sql.param(estados)}::smallint[])`,
    f.operator !== undefined && sql`a.offer_isp = ${f.operator.toUpperCase()}`,
    f.tipoOferta?.length && sql`a.offer_sale_types && ${sql.param([...f.tipoOferta])}::text[]`,
    // An array built once (an InitPlan over the catalogue), compared on the atención's copy.
    f.tipoGestion?.length &&
      sql`a.catalogue_procedure_id = any(array(select cp.id from catalogue_procedures cp
        where cp.tipo_gestion = any(${sql.param([...f.tipoGestion])}::text[])))`,
    withinMadridDays(sql`a.fecha_contacto`, f.fecha_contacto),
    withinMadridDays(sql`a.updated_at`, f.updated_on),
    withinMadridDays(sql`a.fecha_venta`, f.fecha_venta),
  ]);
}

const all = (conds: SQL[]) => (conds.length ? sql.join(conds, sql` and `) : sql`true`);

/** The list's order key: offers by their last update, the others by contact date. */
const orderKey = (f: AtencionListFilters) =>
  f.list === 'ofertas' ? sql`a.updated_at` : sql`a.fecha_contacto`;

/**
 * The ids of one page, in the list's order (newest first, id as the tie-break; `nulls last`
 * as the indexes are declared; decision 1410). The offers pipeline filtered by sales status walks one
 * status at a time on `contact_attempts_tenant_offer_estado_idx` (each walk stops after
 * offset + limit matches) and merges the walks: PostgreSQL 15 cannot read several values of
 * a leading column in another column's order, and would otherwise sort every match.
 */
export function atencionPageIdsSql(
  f: AtencionListFilters,
  page: { limit: number; offset: number },
): SQL {
  const estados = distinctEstados(f);
  if (f.list === 'ofertas' && estados.length) {
    return sql`
      select x.id from unnest(${sql.param(estados)}::smallint[]) e(estado)
      cross join lateral (
        select a.id, a.updated_at from contact_attempts a
        where a.estado = e.estado and ${all(conditions(f, { estado: false }))}
        order by a.updated_at desc nulls last, a.id desc nulls last
        limit ${page.offset + page.limit}) x
      order by x.updated_at desc nulls last, x.id desc nulls last
      limit ${page.limit} offset ${page.offset}`;
  }
  const key = orderKey(f);
  return sql`
    select a.id from contact_attempts a where ${all(conditions(f))}
    order by ${key} desc nulls last, a.id desc nulls last
    limit ${page.limit} offset ${page.offset}`;
}

/** Exact number of matches, counting at most `cap + 1` rows. */
export function atencionCappedCountSql(f: AtencionListFilters, cap: number): SQL {
  return sql`select count(*)::int as n from (select 1 from contact_attempts a where ${all(conditions(f))} limit ${cap + 1}) m`;
}

/**
 * The planner's view of that capped count, without reading a row: what it would cost, and
 * how many matches it expects in all (the rows under its LIMIT).
 */
export function atencionCountPlanSql(f: AtencionListFilters, cap: number): SQL {
  return sql`explain (format json) ${atencionCappedCountSql(f, cap)}`;
}

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Plan Rows': number;
  'Total Cost': number;
  Plans?: PlanNode[];
}

/** The node a plan node reads its rows from (its InitPlans are listed first). */
const outer = (node: PlanNode) =>
  node.Plans?.find((child) => child['Parent Relationship'] === 'Outer');

/** Cost of the capped count and the expected matches, from `atencionCountPlanSql`'s answer. */
export function plannedCount(explained: readonly Record<string, unknown>[]): {
  cost: number;
  rows: number;
} {
  const plan = (explained[0]?.['QUERY PLAN'] as [{ Plan: PlanNode }] | undefined)?.[0].Plan;
  if (!plan) return { cost: 0, rows: 0 };
  let node: PlanNode | undefined = plan;
  while (node && node['Node Type'] !== 'Limit') node = outer(node);
  const scan = node && outer(node);
  return { cost: plan['Total Cost'], rows: scan?.['Plan Rows'] ?? plan['Plan Rows'] };
}

/** One atención as the API answers it (int8 as text, timestamps as ISO text). */
export interface AtencionRow {
  id: string;
  tipo: string;
  customer_id: string;
  customer_nombre: string;
  comercial_id: string | null;
  comercial_nombre: string | null;
  comercial_apellidos: string | null;
  fecha_contacto: string;
  estado: number | null;
  fecha_venta: string | null;
  notas: string | null;
  updated_at: string;
  is_updated: boolean;
  schedule_id: string | null;
  fecha_agendado: string | null;
  schedule_notas: string | null;
  abierto: boolean | null;
  done_at: string | null;
  no_interest_id: string | null;
  razon: string | null;
  no_interest_tipo: string | null;
  no_interest_notas: string | null;
  customer_procedure_id: string | null;
  procedure_id: string | null;
  procedure_name: string | null;
  procedure_operator: string | null;
  procedure_tipo: string | null;
  offer_id: string | null;
  isp: string | null;
  precio_total: string | null;
  package_count: number | null;
}

/**
 * The atenciones of `ids`, in that order, with their customer, commercial and what they
 * recorded. Primary-key lookups only, so its cached generic plan is the right one. The joins
 * are on the ids alone: row-level security already keeps every table to the tenant, and the
 * tenant equalities of nine tables tripled the planning time (decision 1407). `owner`: only
 * that commercial's (a Comercial reading one atención).
 */
export function atencionRowsSql(ids: readonly (string | number)[], owner?: number | null): SQL {
  return sql`
    select a.id, a.tipo, a.customer_id, c.nombre as customer_nombre,
      a.comercial_id, ac.nombre as comercial_nombre, ac.apellidos as comercial_apellidos,
      ${iso(sql`a.fecha_contacto`)} as fecha_contacto, a.estado, ${iso(sql`a.fecha_venta`)} as fecha_venta,
      a.notas, ${iso(sql`a.updated_at`)} as updated_at, a.is_updated,
      s.id as schedule_id, ${iso(sql`s.fecha_agendado`)} as fecha_agendado, s.notas as schedule_notas,
      s.abierto, ${iso(sql`s.done_at`)} as done_at,
      n.id as no_interest_id, n.razon, n.tipo as no_interest_tipo, n.notas as no_interest_notas,
      p.id as customer_procedure_id, cp.id as procedure_id, cp.name as procedure_name,
      cp.operator as procedure_operator, cp.tipo_gestion as procedure_tipo,
      o.id as offer_id, o.isp, o.precio_total::text as precio_total,
      (select count(*)::int from packages pk where pk.tenant_id = o.tenant_id and pk.offer_id = o.id) as package_count
    from unnest(${sql.param(ids.map(String))}::int8[]) with ordinality pg(id, n)
    join contact_attempts a on a.id = pg.id
    join customers c on c.id = a.customer_id
    left join accounts ac on ac.id = a.comercial_id
    left join schedules s on s.id = a.schedule_id
    left join no_interest_outcomes n on n.id = a.no_interest_id
    left join customer_procedures p on p.id = a.procedure_id
    left join catalogue_procedures cp on cp.id = p.procedure_id
    left join offers o on o.id = a.offer_id
    ${owner == null ? sql`` : sql`where a.comercial_id = ${owner}`}
    order by pg.n`;
}

/**
 * Decision 1410: the count is exact (up to `cap`) when the planner expects that capped count
 * to cost at most `costLimit` (~1–2 ms of database time on the scale seed at worst; the lists'
 * usual filters cost 30–400 and take 0.1–0.7 ms); otherwise the list answers the planner's
 * rounded estimate with `count_estimated`.
 */
export const ATENCION_COUNT = { cap: 500, costLimit: 500 } as const;

export interface AtencionListPage {
  rows: AtencionRow[];
  count: number;
  /** True when `count` is the planner's estimate (rounded), not a count. */
  estimated: boolean;
}

/**
 * The database work of one page of an atención list:
 *
 * 1. In one write: custom plans on (the best plan depends on the values: a date range, a
 *    commercial, the page), the page's ids, and the planner's view of the capped count.
 * 2. In a second write: the capped count, only when the page is full and the planner expects
 *    that count to be cheap; plans back to the cache's choice; the page's rows by id — the last
 *    statement, which the API sends with COMMIT (decision 0605).
 *
 * A page shorter than its size ends the list: its count is known without counting.
 */
export async function runAtencionListPage(
  run: RunStatement,
  filters: AtencionListFilters,
  page: { limit: number; offset: number },
  counting: { cap: number; costLimit: number } = ATENCION_COUNT,
): Promise<AtencionListPage> {
  const [, idRows, explained] = await Promise.all([
    run(sql`select set_config('plan_cache_mode', 'force_custom_plan', true)`),
    run(atencionPageIdsSql(filters, page)),
    run(atencionCountPlanSql(filters, counting.cap)),
  ]);
  const ids = idRows.map((row) => String(row['id']));
  const seen = page.offset + ids.length;
  const full = ids.length === page.limit;
  const planned = plannedCount(explained);
  const [counted, , rows] = await Promise.all([
    full && planned.cost <= counting.costLimit
      ? run(atencionCappedCountSql(filters, counting.cap))
      : undefined,
    run(sql`reset plan_cache_mode`, { last: ids.length === 0 }),
    ids.length ? run(atencionRowsSql(ids), { last: true }) : [],
  ]);
  const result = { rows: rows as unknown as AtencionRow[] };
  if (!full) return { ...result, count: seen, estimated: false };
  const n = counted?.[0]?.['n'] as number | undefined;
  if (n !== undefined && n <= counting.cap) {
    return { ...result, count: Math.max(n, seen), estimated: false };
  }
  // Counted past the cap, or not counted: an estimate, never below what is known.
  const floor = Math.max(seen, n ?? 0);
  return { ...result, count: Math.max(roundEstimate(planned.rows), floor), estimated: true };
}
