import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import { recordHistory } from '@kiwi/db/schema';
import { HISTORY_REFERENCES, type HistoryReferenceName } from '@kiwi/domain';

/** Rows of one record (and, for a root record, of the records under it). */
function historyFilter(table: string, recordId: number, withChildren: boolean): SQL | undefined {
  const own = and(eq(recordHistory.tableName, table), eq(recordHistory.recordId, recordId));
  if (!withChildren) return own;
  return or(own, and(eq(recordHistory.parentTable, table), eq(recordHistory.parentId, recordId)));
}

export interface HistoryRow {
  id: number;
  tableName: string;
  recordId: number;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  accountId: number | null;
  route: string | null;
  changedAt: Date;
  oldValues: Record<string, unknown> | null;
  newValues: Record<string, unknown> | null;
}

/** One page of history, newest first (changed_at, then id: the history indexes' order). */
export function listHistoryPage(
  tx: KiwiTx,
  filter: { table: string; recordId: number; withChildren: boolean; limit: number; offset: number },
): Promise<HistoryRow[]> {
  return tx
    .select({
      id: recordHistory.id,
      tableName: recordHistory.tableName,
      recordId: recordHistory.recordId,
      action: recordHistory.action,
      accountId: recordHistory.accountId,
      route: recordHistory.route,
      changedAt: recordHistory.changedAt,
      oldValues: recordHistory.oldValues,
      newValues: recordHistory.newValues,
    })
    .from(recordHistory)
    .where(historyFilter(filter.table, filter.recordId, filter.withChildren))
    .orderBy(desc(recordHistory.changedAt), desc(recordHistory.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countHistory(
  tx: KiwiTx,
  filter: { table: string; recordId: number; withChildren: boolean },
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(recordHistory)
    .where(historyFilter(filter.table, filter.recordId, filter.withChildren));
  return row?.n ?? 0;
}

/** The root record the last history row of a record names (its customer), if it ever had history. */
export async function findRecordedParent(
  tx: KiwiTx,
  table: string,
  recordId: number,
): Promise<{ parentTable: string | null; parentId: number | null } | undefined> {
  const [row] = await tx
    .select({ parentTable: recordHistory.parentTable, parentId: recordHistory.parentId })
    .from(recordHistory)
    .where(and(eq(recordHistory.tableName, table), eq(recordHistory.recordId, recordId)))
    .orderBy(desc(recordHistory.changedAt), desc(recordHistory.id))
    .limit(1);
  return row;
}

/**
 * Display names of referenced records: one statement per reference kind (its SQL text is
 * fixed by the registry, so each kind is one prepared statement). Identifiers come from
 * HISTORY_REFERENCES, never from the request; the ids are one array parameter.
 */
export async function findReferenceNames(
  tx: KiwiTx,
  ref: HistoryReferenceName,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const { table, columns } = HISTORY_REFERENCES[ref];
  const name = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const rows = await tx.execute<{ id: string | number; name: string }>(
    sql`select id, concat_ws(' ', ${name}) as name from ${sql.identifier(table)} where id = any(${sql.param(ids)}::bigint[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}
