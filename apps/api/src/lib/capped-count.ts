import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { KiwiTx } from '@kiwi/db';
import { DETAIL, HttpError } from './http-errors';
import type { Paging } from './pagination';

/**
 * The count of a paged list over a large table, exact when small and estimated when not
 * (decisions 1103 and 1407): the matches are counted up to `cap + 1` rows within `budgetMs`
 * (a savepoint with a statement timeout, so a slow count is cancelled and the request's
 * transaction goes on); beyond the cap or the time, `count` is the planner's estimate for
 * the same FROM/WHERE (never below what is known) and `count_estimated` is true.
 */
export interface CountPolicy {
  cap: number;
  budgetMs: number;
}

/** `{results, count, current, count_estimated}` (the UI words an estimate "≈ 12.345"). */
export interface EstimatedPage<T> {
  results: T[];
  count: number;
  current: number;
  count_estimated: boolean;
}

export const estimatedPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    count: z.number().int(),
    current: z.number().int(),
    count_estimated: z.boolean(),
  });

/** SQLSTATE of a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/** Matches of `fromWhere` (e.g. sql`contact_attempts a where …`), counting at most cap + 1; null when out of time. */
async function countWithin(tx: KiwiTx, fromWhere: SQL, policy: CountPolicy) {
  try {
    return await tx.transaction(async (sp) => {
      const [previous] = (await sp.execute(sql`
        select current_setting('statement_timeout') as prev,
               set_config('statement_timeout', ${`${policy.budgetMs}ms`}, true)`)) as unknown as {
        prev: string;
      }[];
      const [row] = (await sp.execute(
        sql`select count(*)::int as n from (select 1 from ${fromWhere} limit ${policy.cap + 1}) m`,
      )) as unknown as { n: number }[];
      await sp.execute(sql`select set_config('statement_timeout', ${previous!.prev}, true)`);
      return row?.n ?? 0;
    });
  } catch (error) {
    // Drizzle wraps the driver's error (DrizzleQueryError.cause).
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if (code === QUERY_CANCELED || cause?.code === QUERY_CANCELED) return null;
    throw error;
  }
}

/** The planner's estimate of the matches (no row read). */
async function plannerEstimate(tx: KiwiTx, fromWhere: SQL): Promise<number> {
  const rows = (await tx.execute(
    sql`explain (format json) select 1 from ${fromWhere}`,
  )) as unknown as {
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
  }[];
  return Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/**
 * One page and its count, pipelined on the request's connection. A page past the end is
 * 404 'Página inválida.' (page 1 is always valid).
 */
export async function pageWithCappedCount<R>(
  tx: KiwiTx,
  options: { page: () => Promise<R[]>; fromWhere: SQL; paging: Paging; policy: CountPolicy },
): Promise<{ rows: R[]; count: number; estimated: boolean }> {
  const { paging, policy, fromWhere } = options;
  const [rows, counted] = await Promise.all([options.page(), countWithin(tx, fromWhere, policy)]);
  if (rows.length === 0 && paging.page > 1) throw new HttpError(404, DETAIL.invalidPage);
  const seen = paging.offset + rows.length;
  if (counted !== null && counted <= policy.cap) return { rows, count: counted, estimated: false };
  // A page shorter than the page size reached the end: the count is known without counting.
  if (rows.length < paging.pageSize) return { rows, count: seen, estimated: false };
  const floor = counted === null ? seen : policy.cap + 1;
  return {
    rows,
    count: Math.max(await plannerEstimate(tx, fromWhere), floor, seen),
    estimated: true,
  };
}
