import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { SeedTx } from './connect';

const CHUNK = 1000;

/**
 * Inserts rows in chunks and returns their ids in input order. PostgreSQL returns
 * the rows of a multi-row VALUES insert in order; `check` guards that assumption by
 * comparing a column of each returned row with its input.
 */
export async function insertIds<T extends PgTable<TableConfig>>(
  tx: SeedTx,
  table: T,
  rows: T['$inferInsert'][],
  check?: (input: T['$inferInsert'], returned: T['$inferSelect']) => boolean,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const returned = (await tx.insert(table).values(chunk).returning()) as T['$inferSelect'][];
    returned.forEach((row, i) => {
      const input = chunk[i];
      if (!input || (check && !check(input, row))) {
        throw new Error(`seed: RETURNING order differs from input order on ${String(i)}`);
      }
      ids.push((row as { id: number }).id);
    });
  }
  return ids;
}

/** Inserts rows in chunks, ignoring what comes back. */
export async function insertAll<T extends PgTable<TableConfig>>(
  tx: SeedTx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK));
  }
}
