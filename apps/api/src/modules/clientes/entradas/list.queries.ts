import type { SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import {
  CUSTOMER_JOINS,
  CUSTOMER_ROW_COLUMNS,
  customerCappedCountSql,
  finishCustomerListPage,
  startCustomerListPage,
  type CustomerListPage,
  type CustomerPageRead,
  type CustomerPageStart,
} from '@kiwi/db/queries';
import { requestRunner } from '../../../lib/tenant-run';
export { CUSTOMER_ROW_COLUMNS };

/** One customer with what the form and the table show; int8 as text, timestamps as ISO text. */
export interface CustomerRow {
  id: string;
  nombre: string;
  documento: string | null;
  tipo_documento: string | null;
  telefonos_contacto: string[];
  email: string | null;
  direccion: string | null;
  cp: string | null;
  localidad: string | null;
  comercial_id: string | null;
  comercial_nombre: string | null;
  origen_id: string | null;
  origen_nombre: string | null;
  segmento: string | null;
  isp_actual: string | null;
  razon_no_interesado: string | null;
  notas: string | null;
  estado_cliente: string;
  fecha_contacto: string | null;
  created_on: string;
  updated_on: string;
  la_id: string | null;
  la_tipo: string | null;
  la_estado: number | null;
  la_fecha: string | null;
  na_id: string | null;
  na_fecha: string | null;
}

/** What a list row carries (CUSTOMER_LIST_COLUMNS): the table's columns, not the form's. */
export type CustomerListRecord = Omit<
  CustomerRow,
  'direccion' | 'razon_no_interesado' | 'notas' | 'created_on'
>;

/** Joins giving `a`, `o`, `la` and `na` (shared with the export). */
export const CUSTOMER_ROW_JOINS = CUSTOMER_JOINS;

/**
 * One page of the list with its count (decisions 1109 and 1112): the statements of
 * `runCustomerListPage`, on the request's transaction, which its last read ends (COMMIT sent
 * with it): nothing may run on `tx` afterwards. `started`: the first write's answer, when the
 * guard already sent it (decision 1115).
 */
export async function selectCustomerListPage(
  tx: KiwiTx,
  read: CustomerPageRead,
  started: CustomerPageStart | null = null,
): Promise<Omit<CustomerListPage, 'rows'> & { rows: CustomerListRecord[] }> {
  const run = requestRunner(tx);
  const start = started ?? (await startCustomerListPage(run, read));
  const result = await finishCustomerListPage(run, read, start);
  return { ...result, rows: result.rows as unknown as CustomerListRecord[] };
}

/** Exact number of matches, counting at most `cap + 1` rows (so a broad filter stays cheap). */
export async function countCustomersUpTo(tx: KiwiTx, where: SQL, cap: number): Promise<number> {
  const rows = await tx.execute<{ n: number }>(customerCappedCountSql(where, cap));
  return rows[0]?.n ?? 0;
}
