import type postgres from 'postgres';
import { renderSql } from '@kiwi/db/queries';

// EXPLAIN (ANALYZE, BUFFERS) of one built statement as kiwi_app in a tenant transaction (the
// API's settings), for the list benches' explain scripts.

/** A built statement (drizzle-orm's SQL, as `@kiwi/db/queries` builds them). */
export type Statement = Parameters<typeof renderSql>[0];

export interface Explained {
  ms: number;
  planMs: number;
  buffers: number;
  rows: number;
  text: string;
}

/**
 * custom: planned for its values (an unnamed statement; what the list runners ask for);
 * generic: the generic plan; cached: the plan PostgreSQL picks for a prepared statement after
 * five runs.
 */
export type PlanMode = 'custom' | 'generic' | 'cached';

export interface ExplainOptions {
  tenantId: number;
  mode?: PlanMode;
  /** Also the plan as text (EXPLAIN's usual output). */
  plans?: boolean;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** A parameter as an SQL literal (arrays as `'{"a","b"}'`). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    return quote(`{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  }
  return quote(String(value));
}

interface PlanNode {
  'Actual Rows': number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
}

/** Runs `work` in a transaction of the tenant with the API's settings. */
export function inTenant<T>(
  sql: postgres.Sql,
  tenantId: number,
  work: (tx: postgres.TransactionSql) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', ${String(tenantId)}, true), set_config('app.account_id', '', true), set_config('app.route', '', true)`;
    return work(tx);
  }) as Promise<T>;
}

/** The rows of a built statement, read in a tenant transaction. */
export function rowsOf<R extends object>(
  sql: postgres.Sql,
  tenantId: number,
  statement: Statement,
): Promise<R[]> {
  const { text, params } = renderSql(statement);
  return inTenant(sql, tenantId, (tx) => tx.unsafe<R[]>(text, params as never[]));
}

export async function explain(
  sql: postgres.Sql,
  statement: Statement,
  { tenantId, mode = 'custom', plans = false }: ExplainOptions,
): Promise<Explained> {
  const { text, params } = renderSql(statement);
  return inTenant(sql, tenantId, async (tx) => {
    let target = text;
    const prepared = mode !== 'custom';
    if (prepared) {
      if (mode === 'generic') await tx`set local plan_cache_mode = force_generic_plan`;
      const { types } = (await tx.unsafe(text, params as never[]).describe()) as unknown as {
        types: number[];
      };
      const names = await tx<
        { t: string }[]
      >`select format_type(unnest(${types}::oid[]), null) as t`;
      const typed = names.length ? `(${names.map((n) => n.t).join(', ')})` : '';
      await tx.unsafe(`prepare kiwi_explained${typed} as ${text}`).simple();
      // EXECUTE takes no bound parameters: the values go in as literals.
      target = params.length
        ? `execute kiwi_explained(${names.map((n, i) => `${literal(params[i])}::${n.t}`).join(', ')})`
        : 'execute kiwi_explained';
      if (mode === 'cached') for (let i = 0; i < 5; i++) await tx.unsafe(target);
    }
    const bound = (prepared ? [] : params) as never[];
    const rows = await tx.unsafe(`explain (analyze, buffers, format json) ${target}`, bound);
    const [plan] = rows[0]!['QUERY PLAN'] as [
      { 'Execution Time': number; 'Planning Time': number; Plan: PlanNode },
    ];
    const lines = plans
      ? (
          (await tx.unsafe(`explain (analyze, buffers) ${target}`, bound)) as {
            'QUERY PLAN': string;
          }[]
        )
          .map((r) => r['QUERY PLAN'])
          .join('\n')
      : '';
    if (prepared) await tx`deallocate kiwi_explained`;
    return {
      ms: plan!['Execution Time'],
      planMs: plan!['Planning Time'],
      buffers: plan!.Plan['Shared Hit Blocks'] + plan!.Plan['Shared Read Blocks'],
      rows: plan!.Plan['Actual Rows'],
      text: lines,
    };
  });
}

/** The fastest of `runs` runs (the first may read from disk). */
export async function bestOf(
  runs: number,
  sql: postgres.Sql,
  statement: Statement,
  options: ExplainOptions,
): Promise<Explained> {
  let out: Explained | undefined;
  for (let i = 0; i < runs; i++) {
    const e = await explain(sql, statement, options);
    if (!out || e.ms < out.ms) out = e;
  }
  return out!;
}

/** Execution ms (planning ms) / buffers. */
export const cell = (e: Explained) => `${e.ms.toFixed(2)} (${e.planMs.toFixed(2)}) / ${e.buffers}`;
