import { sql, type SQL } from 'drizzle-orm';
import type { CustomerSort } from '@kiwi/domain';
import { CUSTOMER_JOINS } from './customer-joins';
import { customerOrderBy, customerSortSpec } from './customer-sort';
import { renderSql } from './render';

/** ISO-8601 UTC text built by PostgreSQL (what `toISOString()` writes; decision 0604). */
export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What a list row shows, from `c` (customers), `a` (commercial), `o` (origin), `la`, `na`. */
export const CUSTOMER_LIST_COLUMNS = sql`
  c.id, c.nombre, c.documento, c.tipo_documento, c.telefonos_contacto, c.email,
  c.cp, c.localidad, c.comercial_id,
  nullif(concat_ws(' ', nullif(a.nombre, ''), nullif(a.apellidos, '')), '') as comercial_nombre,
  c.origen_bbdd_id as origen_id, o.nombre as origen_nombre, c.segmento, c.isp_actual,
  c.estado_cliente, ${iso(sql`c.fecha_contacto`)} as fecha_contacto,
  ${iso(sql`c.updated_at`)} as updated_on,
  la.id as la_id, la.tipo as la_tipo, la.estado as la_estado, ${iso(sql`la.fecha_contacto`)} as la_fecha,
  na.id as na_id, ${iso(sql`na.fecha_agendado`)} as na_fecha`;

/** The list's columns plus what the form and the full view add (the API's CustomerRow). */
export const CUSTOMER_ROW_COLUMNS = sql`${CUSTOMER_LIST_COLUMNS},
  c.direccion, c.razon_no_interesado, c.notas, ${iso(sql`c.created_at`)} as created_on`;

/**
 * The ids of one page of customers, in the list's order: filters, sort key, limit/offset
 * and nothing else, so that it is cheap to plan for its values (decision 1109).
 */
export function customerPageIdsSql(
  where: SQL,
  sort: CustomerSort,
  page: { limit: number; offset: number },
): SQL {
  const spec = customerSortSpec(sort.field);
  return sql`
    select c.id from customers c ${spec.join ?? sql``}
    where ${where}
    order by ${customerOrderBy(spec.key, sql`c.id`, sort)}
    limit ${page.limit} offset ${page.offset}`;
}

/**
 * A text search's page and its number of matches in one statement (decision 1116): at most
 * `cap + 1` matches are read (in no order), then sorted for the page; `n` is how many were
 * read. `n` up to `cap` is the exact count and the page is right; `cap + 1` means there are
 * more, and the page must be read by `customerPageIdsSql`. Only for a page within the cap.
 */
export function customerCappedPageSql(
  where: SQL,
  sort: CustomerSort,
  page: { limit: number; offset: number },
  cap: number,
): SQL {
  const spec = customerSortSpec(sort.field);
  return sql`
    with m as materialized (
      select c.id, ${spec.key} as k from customers c ${spec.join ?? sql``}
      where ${where} limit ${cap + 1})
    select m.id, (select count(*) from m)::int as n from m
    order by ${customerOrderBy(sql`m.k`, sql`m.id`, sort)}
    limit ${page.limit} offset ${page.offset}`;
}

/**
 * The list rows of those ids, in the given order, with their commercial, origin, last atención
 * and next follow-up. Always primary-key lookups, so its cached generic plan is the right one.
 */
export function customerRowsSql(ids: readonly string[]): SQL {
  return sql`
    select ${CUSTOMER_LIST_COLUMNS}
    from unnest(${sql.param([...ids])}::int8[]) with ordinality p(id, n)
    join customers c on c.id = p.id
    ${CUSTOMER_JOINS}
    order by p.n`;
}

/** Exact number of matches, counting at most `cap + 1` rows. */
export function customerCappedCountSql(where: SQL, cap: number): SQL {
  return sql`select count(*)::int as n from (select 1 from customers c where ${where} limit ${cap + 1}) m`;
}

/** The planner's estimate of the number of matches (`Plan Rows`; no row read). */
export function customerEstimateSql(where: SQL): SQL {
  return sql`explain (format json) select 1 from customers c where ${where}`;
}

/**
 * Runs one statement in the caller's tenant transaction and answers its rows: Drizzle's
 * `tx.execute` in the API, postgres.js `unsafe` on `renderSql(statement)` in the benchmark.
 * Statements issued before the previous one answered are pipelined, in order. `last`: nothing
 * follows in this transaction, so the caller may send COMMIT in the same write (decision 0605).
 */
export type RunStatement = (
  statement: SQL,
  options?: { last?: boolean },
) => PromiseLike<readonly Record<string, unknown>[]>;

/**
 * A built statement as the arguments of a postgres.js tagged template (`strings, ...values`):
 * postgres.js numbers the values `$1…$n` in order again, so the text sent is the same. Only
 * for a statement built once (a module constant): postgres.js keeps every strings array it
 * sees for good, so a statement built per request goes through `TenantSql.unsafe` instead.
 */
export function templateOf(statement: SQL): [TemplateStringsArray, ...unknown[]] {
  const { text, params } = renderSql(statement);
  const strings: string[] = [];
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    if (Number(match[1]) !== strings.length + 1) throw new Error('templateOf: $n out of order');
    strings.push(text.slice(from, match.index));
    from = match.index + match[0].length;
  }
  strings.push(text.slice(from));
  if (strings.length !== params.length + 1) throw new Error('templateOf: parameters do not match');
  return [Object.assign(strings, { raw: [...strings] }), ...params];
}

/**
 * Decision 1112: the count is exact when the planner expects counting to be cheap (its cost
 * for reading every match at most `costLimit`, ~1–3 ms of database time here), and stops at
 * `cap` rows whatever the planner expected. Otherwise: the estimate.
 */
export const CUSTOMER_COUNT = { costLimit: 500, cap: 25_000, textCap: 1_000 } as const;

/** How a page counts (CUSTOMER_COUNT; the tests pass smaller caps). */
export interface CustomerCounting {
  costLimit: number;
  cap: number;
  /** A text search's page reads at most this many matches with their count (decision 1116). */
  textCap: number;
}

export interface CustomerListPage {
  /** The page's rows (CUSTOMER_LIST_COLUMNS), in the list's order. */
  rows: Record<string, unknown>[];
  count: number;
  /** True when `count` is the planner's estimate (rounded), not a count. */
  estimated: boolean;
}

/** An estimate to three significant digits (99 633 → 99 600): it claims no more than it knows. */
export function roundEstimate(value: number): number {
  if (value < 1000) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 2);
  return Math.round(value / unit) * unit;
}

/** The planner's rows and cost of reading every match, from `customerEstimateSql`. */
export function plannedMatches(explained: readonly Record<string, unknown>[]): {
  rows: number;
  cost: number;
} {
  const plan = explained[0]?.['QUERY PLAN'] as
    [{ Plan: { 'Plan Rows': number; 'Total Cost': number } }] | undefined;
  return { rows: plan?.[0].Plan['Plan Rows'] ?? 0, cost: plan?.[0].Plan['Total Cost'] ?? 0 };
}

/** What the first write of a page answers: the page's ids and the planner's view of the matches. */
export interface CustomerPageStart {
  /** Null when a text search had more matches than its cap: the page is still to be read. */
  ids: string[] | null;
  /**
   * Null for a text search within its cap (decision 1116): its count comes from the matches
   * read, and an overflow asks the planner in the second write.
   */
  planner: { rows: number; cost: number } | null;
  /** The exact number of matches, when the first write counted them (a text search). */
  matches?: number;
}

/** What the page reads, and whether its first write may count its matches (a text search). */
export interface CustomerPageRead {
  where: SQL;
  sort: CustomerSort;
  page: { limit: number; offset: number };
  textSearch?: boolean;
}

/**
 * The first write of a page (decision 1109): custom plans on (the ids' best plan depends on the
 * values: a date range, an origin, the page size — a cached generic plan guesses them), the
 * page's ids, and the planner's estimate of the matches. A text search's page within
 * `textCap` reads its matches with their count instead, and no estimate: it needs none unless
 * it overflows the cap (decision 1116, amended). The API may send this
 * write with the guard's opening write (decision 1115).
 */
export async function startCustomerListPage(
  run: RunStatement,
  { where, sort, page, textSearch = false }: CustomerPageRead,
  counting: CustomerCounting = CUSTOMER_COUNT,
): Promise<CustomerPageStart> {
  const capped = textSearch && page.offset + page.limit <= counting.textCap;
  const [, idRows, explained] = await Promise.all([
    run(sql`select set_config('plan_cache_mode', 'force_custom_plan', true)`),
    run(
      capped
        ? customerCappedPageSql(where, sort, page, counting.textCap)
        : customerPageIdsSql(where, sort, page),
    ),
    capped ? undefined : run(customerEstimateSql(where)),
  ]);
  const ids = idRows.map((row) => String(row['id']));
  if (!capped) return { ids, planner: plannedMatches(explained!) };
  const read = idRows[0]?.['n'] as number | undefined;
  if (read === undefined) return { ids, planner: null }; // an empty page: nothing past its offset
  if (read > counting.textCap) return { ids: null, planner: null };
  return { ids, planner: null, matches: read };
}

/**
 * The second write of a page (decision 1112): the exact capped count, only when the page is
 * full, its matches were not counted yet and the planner expects counting to be cheap; plans
 * back to the cache's choice; the page's rows by id — the last statement, which the API sends
 * with COMMIT (decision 0605). A text search with more matches than its cap reads its ids
 * and the planner's estimate first (one round trip more).
 *
 * A page shorter than its size ends the list: its count is known without counting. Many
 * expected matches: the estimate, rounded, `estimated` true — never below the rows known.
 */
export async function finishCustomerListPage(
  run: RunStatement,
  { where, sort, page }: CustomerPageRead,
  start: CustomerPageStart,
  counting: CustomerCounting = CUSTOMER_COUNT,
): Promise<CustomerListPage> {
  const { matches } = start;
  let { ids, planner } = start;
  if (!ids) {
    // A text search past its cap: its page's ids, and the estimate its first write skipped.
    const [idRows, explained] = await Promise.all([
      run(customerPageIdsSql(where, sort, page)),
      run(customerEstimateSql(where)),
    ]);
    ids = idRows.map((row) => String(row['id']));
    planner = plannedMatches(explained);
  }
  // `planner` is null only for a text search whose matches were counted, or that had none.
  const seen = page.offset + ids.length;
  const full = ids.length === page.limit;
  // The last statement may travel with COMMIT (RunStatement `last`): the rows when there are
  // any, else the reset.
  const [counted, , rows] = await Promise.all([
    full && matches === undefined && planner !== null && planner.cost <= counting.costLimit
      ? run(customerCappedCountSql(where, counting.cap))
      : undefined,
    run(sql`reset plan_cache_mode`, { last: ids.length === 0 }),
    ids.length ? run(customerRowsSql(ids), { last: true }) : [],
  ]);
  const result = { rows: rows as Record<string, unknown>[] };
  if (!full) return { ...result, count: seen, estimated: false };
  const n = matches ?? (counted?.[0]?.['n'] as number | undefined);
  if (n !== undefined && n <= counting.cap) {
    return { ...result, count: Math.max(n, seen), estimated: false };
  }
  // Counted past the cap (the planner expected fewer), or not counted: an estimate, never
  // below what is known (the rows seen, the cap passed).
  const floor = Math.max(seen, n ?? 0);
  return { ...result, count: Math.max(roundEstimate(planner?.rows ?? 0), floor), estimated: true };
}

/**
 * The database work of one page of the customer list, shared by the API and its benchmark so
 * both send the same statements: `startCustomerListPage` in one write, then
 * `finishCustomerListPage` in a second.
 */
export async function runCustomerListPage(
  run: RunStatement,
  read: CustomerPageRead,
  counting: CustomerCounting = CUSTOMER_COUNT,
): Promise<CustomerListPage> {
  const started = await startCustomerListPage(run, read, counting);
  return finishCustomerListPage(run, read, started, counting);
}
