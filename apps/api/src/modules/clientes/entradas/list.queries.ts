import { sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import type { CustomerSort } from '@kiwi/domain';
import {
  CUSTOMER_JOINS,
  CUSTOMER_ROW_COLUMNS,
  customerCappedCountSql,
  customerPageSql,
} from '@kiwi/db/queries';
export { CUSTOMER_ROW_COLUMNS };

/** One customer row with what the table shows; int8 as text, timestamps as ISO text. */
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

/** Joins giving `a`, `o`, `la` and `na` (shared with the export). */
export const CUSTOMER_ROW_JOINS = CUSTOMER_JOINS;

/**
 * One page of customers in one statement: the page's ids are chosen first (filters,
 * sort key, limit/offset) and only those rows get their commercial, origin, last
 * atención and next follow-up (lateral joins on 25 rows, not on every match).
 */
export async function selectCustomerPage(
  tx: KiwiTx,
  where: SQL,
  sort: CustomerSort,
  page: { limit: number; offset: number },
): Promise<CustomerRow[]> {
  const rows = await tx.execute<CustomerRow & Record<string, unknown>>(
    customerPageSql(where, sort, page),
  );
  return rows as unknown as CustomerRow[];
}

/** Exact number of matches, counting at most `cap + 1` rows (so a broad filter stays cheap). */
export async function countCustomersUpTo(tx: KiwiTx, where: SQL, cap: number): Promise<number> {
  const rows = await tx.execute<{ n: number }>(customerCappedCountSql(where, cap));
  return rows[0]?.n ?? 0;
}

/**
 * The capped count within a time budget: in a savepoint with a statement timeout, so a
 * count that would take longer is cancelled (and rolled back to the savepoint, leaving the
 * request's transaction usable); null then. Decision 1103.
 */
export async function countCustomersWithin(
  tx: KiwiTx,
  where: SQL,
  cap: number,
  budgetMs: number,
): Promise<number | null> {
  try {
    return await tx.transaction(async (sp) => {
      const [previous] = (await sp.execute(sql`
        select current_setting('statement_timeout') as prev,
               set_config('statement_timeout', ${`${budgetMs}ms`}, true)`)) as unknown as {
        prev: string;
      }[];
      const n = await countCustomersUpTo(sp, where, cap);
      await sp.execute(sql`select set_config('statement_timeout', ${previous!.prev}, true)`);
      return n;
    });
  } catch (error) {
    // Drizzle wraps the driver's error (DrizzleQueryError.cause).
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if (code === QUERY_CANCELED || cause?.code === QUERY_CANCELED) return null;
    throw error;
  }
}

/** SQLSTATE of a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/** The planner's estimate of the number of matches (no rows read). */
export async function estimateCustomers(tx: KiwiTx, where: SQL): Promise<number> {
  const rows = await tx.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) select 1 from customers c where ${where}`,
  );
  return Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}
