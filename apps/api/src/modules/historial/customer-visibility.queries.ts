import { sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';

/** Whether the customer exists in the tenant and passes `visible`, a condition on `c` (customers). */
export async function isCustomerVisible(
  tx: KiwiTx,
  customerId: number,
  visible: SQL,
): Promise<boolean> {
  const rows = await tx.execute(
    sql`select 1 as found from customers c where c.id = ${customerId} and ${visible} limit 1`,
  );
  return rows.length > 0;
}
