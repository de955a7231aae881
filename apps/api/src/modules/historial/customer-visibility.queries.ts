import { eq } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import { customers } from '@kiwi/db/schema';

/** The customer's assigned commercial (null = 'Por asignar'); undefined when it does not exist in the tenant. */
export async function findCustomerAssignment(
  tx: KiwiTx,
  customerId: number,
): Promise<{ comercialId: number | null } | undefined> {
  const [row] = await tx
    .select({ comercialId: customers.comercialId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
}
