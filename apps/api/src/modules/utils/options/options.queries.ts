import { asc } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import { databaseOrigins } from '@kiwi/db/schema';

export async function listDatabaseOrigins(tx: KiwiTx) {
  return tx
    .select({
      id: databaseOrigins.id,
      nombre: databaseOrigins.nombre,
      timestamp: databaseOrigins.createdAt,
    })
    .from(databaseOrigins)
    .orderBy(asc(databaseOrigins.nombre));
}
