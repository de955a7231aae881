import { and, desc, eq } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import { accounts, customerNotes } from '@kiwi/db/schema';

/** More than any real customer has; a bound so one answer cannot grow without limit. */
export const NOTES_LIMIT = 1000;

/** The customer's notes with their author's name, newest first. */
export function listCustomerNotes(tx: KiwiTx, customerId: number) {
  return tx
    .select({
      id: customerNotes.id,
      customerId: customerNotes.customerId,
      comercialId: customerNotes.comercialId,
      nota: customerNotes.nota,
      createdAt: customerNotes.createdAt,
      nombre: accounts.nombre,
      apellidos: accounts.apellidos,
    })
    .from(customerNotes)
    .leftJoin(
      accounts,
      and(
        eq(accounts.tenantId, customerNotes.tenantId),
        eq(accounts.id, customerNotes.comercialId),
      ),
    )
    .where(eq(customerNotes.customerId, customerId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
    .limit(NOTES_LIMIT);
}

export async function insertCustomerNote(
  tx: KiwiTx,
  note: { tenantId: number; customerId: number; comercialId: number; nota: string },
) {
  const [row] = await tx.insert(customerNotes).values(note).returning({
    id: customerNotes.id,
    createdAt: customerNotes.createdAt,
  });
  if (!row) throw new Error('insert customer_notes returned no row');
  return row;
}
