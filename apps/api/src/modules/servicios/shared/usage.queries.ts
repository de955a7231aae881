import { sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';

/**
 * Where catalogue items are used by sales records (offers' packages) or other records:
 * deleting a used item deactivates it instead (decision 1503).
 */
const USAGE: Record<string, (id: number) => SQL> = {
  tariff: (id) => sql`select count(*)::int as n from packages where tariff_id = ${id}`,
  additional_line: (id) =>
    sql`select count(*)::int as n from packages where additional_line_id = ${id}`,
  promotion: (id) => sql`select count(*)::int as n from packages where promotion_id = ${id}`,
  sva: (id) => sql`select count(*)::int as n from package_svas where sva_id = ${id}`,
  insurance: (id) => sql`select count(*)::int as n from packages where insurance_id = ${id}`,
  device: (id) => sql`select count(*)::int as n from packages where device_id = ${id}`,
  instalment: (id) => sql`select count(*)::int as n from packages where instalment_id = ${id}`,
  procedure: (id) =>
    sql`select count(*)::int as n from customer_procedures where procedure_id = ${id}`,
  origin: (id) => sql`select count(*)::int as n from customers where origen_bbdd_id = ${id}`,
  objective_type: (id) =>
    sql`select ((select count(*) from objectives where objective_type_id = ${id})
              + (select count(*) from upfronts where objective_type_id = ${id})
              + (select count(*) from upfront_history where objective_type_id = ${id}))::int as n`,
};
export type UsageKind = keyof typeof USAGE;

/** How many records use the item (0 = free to delete). */
export async function usageCount(tx: KiwiTx, kind: UsageKind, id: number): Promise<number> {
  const [row] = await tx.execute<{ n: number }>(USAGE[kind]!(id));
  return Number(row?.n ?? 0);
}
