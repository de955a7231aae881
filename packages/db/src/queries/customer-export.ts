import { sql, type SQL } from 'drizzle-orm';
import type { CustomerSort } from '@kiwi/domain';
import { CUSTOMER_JOINS } from './customer-joins';
import { customerOrderBy, customerSortSpec } from './customer-sort';

/** A Madrid date and time as the spreadsheet shows it ("23/11/2026 09:30"). */
const madrid = (column: SQL) =>
  sql`to_char(${column} at time zone 'Europe/Madrid', 'DD/MM/YYYY HH24:MI')`;

/** One exported row: the columns of the teletrabajo table, as text ready for the cells. */
export interface CustomerExportRow {
  nombre: string;
  documento: string | null;
  tipo_documento: string | null;
  telefonos: string;
  email: string | null;
  localidad: string | null;
  cp: string | null;
  comercial: string | null;
  origen: string | null;
  segmento: string | null;
  isp_actual: string | null;
  estado_cliente: string;
  fecha_contacto: string | null;
  la_tipo: string | null;
  la_estado: number | null;
  la_fecha: string | null;
  na_fecha: string | null;
}

/** Every customer matching `where` (on `c`), in the list's order: read with a cursor. */
export function customerExportSql(where: SQL, sort: CustomerSort): SQL {
  const spec = customerSortSpec(sort.field);
  return sql`
    select c.nombre, c.documento, c.tipo_documento,
      array_to_string(c.telefonos_contacto, ', ') as telefonos, c.email, c.localidad, c.cp,
      nullif(concat_ws(' ', nullif(a.nombre, ''), nullif(a.apellidos, '')), '') as comercial,
      o.nombre as origen, c.segmento, c.isp_actual, c.estado_cliente,
      ${madrid(sql`c.fecha_contacto`)} as fecha_contacto,
      la.tipo as la_tipo, la.estado as la_estado, ${madrid(sql`la.fecha_contacto`)} as la_fecha,
      ${madrid(sql`na.fecha_agendado`)} as na_fecha
    from customers c ${spec.join ?? sql``}
    ${CUSTOMER_JOINS}
    where ${where}
    order by ${customerOrderBy(spec.key, sql`c.id`, sort)}`;
}

/** How many customers match `where` (the export's progress total). */
export function customerCountSql(where: SQL): SQL {
  return sql`select count(*)::int as n from customers c where ${where}`;
}
