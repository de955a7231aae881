import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';

export interface CommercialRow {
  id: string;
  nombre: string;
  estado: string;
  tipo_comercial: string;
}

/** Every account of the tenant with its full name, by name (the state order is the domain's). */
export async function selectCommercials(tx: KiwiTx): Promise<CommercialRow[]> {
  const rows = await tx.execute<CommercialRow & Record<string, unknown>>(sql`
    select a.id, concat_ws(' ', nullif(a.nombre, ''), nullif(a.apellidos, '')) as nombre,
           a.estado, a.tipo_comercial
    from accounts a
    order by lower(concat_ws(' ', a.nombre, a.apellidos)), a.id`);
  return rows as unknown as CommercialRow[];
}
