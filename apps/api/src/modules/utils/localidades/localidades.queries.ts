import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import { customers } from '@kiwi/db/schema';

/** At most this many localities from the tenant's addresses for one postal code. */
export const TENANT_LOCALITIES_LIMIT = 20;

/** Localities written in the tenant's customer addresses with this postal code, most used first. */
export async function findTenantLocalities(tx: KiwiTx, cp: string): Promise<string[]> {
  const name = sql<string>`btrim(${customers.localidad})`;
  const rows = await tx
    .select({ localidad: name, uses: count() })
    .from(customers)
    .where(and(eq(customers.cp, cp), isNotNull(customers.localidad)))
    .groupBy(name)
    .orderBy(desc(count()), name)
    .limit(TENANT_LOCALITIES_LIMIT);
  return rows.map((row) => row.localidad).filter((localidad) => localidad !== '');
}
