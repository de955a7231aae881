import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import { punches } from '@kiwi/db/schema';

const todayInMadrid = sql`(now() at time zone 'Europe/Madrid')::date`;

/** Past Madrid days on which the account punched IN and never OUT, most recent first. */
export async function findOpenPastPunchDays(tx: KiwiTx, accountId: number): Promise<string[]> {
  const rows = await tx
    .select({ day: punches.day })
    .from(punches)
    .where(
      and(eq(punches.accountId, accountId), isNull(punches.outAt), lt(punches.day, todayInMadrid)),
    )
    .orderBy(desc(punches.day))
    .limit(31);
  return rows.map((row) => row.day);
}
