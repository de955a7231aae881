import { sql, type SQL } from 'drizzle-orm';
import type { CustomerSort, CustomerSortField } from '@kiwi/domain';
import { customerOrderBy, customerSortSpec } from './customer-sort';

/** A Madrid date and time as the spreadsheet shows it ("23/11/2026 09:30"). */
const madrid = (column: SQL) =>
  sql`to_char(${column} at time zone 'Europe/Madrid', 'DD/MM/YYYY HH24:MI')`;

/**
 * The exported columns, in the table's order (decision 1107). `customerExportSql` selects
 * them in this order, so a row read with postgres.js `.values()` is an array indexed like this.
 */
export const CUSTOMER_EXPORT_COLUMNS = [
  'nombre',
  'documento',
  'tipo_documento',
  'telefonos',
  'email',
  'localidad',
  'cp',
  'comercial',
  'origen',
  'segmento',
  'isp_actual',
  'estado_cliente',
  'fecha_contacto',
  'la_tipo',
  'la_estado',
  'la_fecha',
  'na_fecha',
] as const;
export type CustomerExportColumn = (typeof CUSTOMER_EXPORT_COLUMNS)[number];

const SELECT: Record<CustomerExportColumn, SQL> = {
  nombre: sql`c.nombre`,
  documento: sql`c.documento`,
  tipo_documento: sql`c.tipo_documento`,
  telefonos: sql`nullif(array_to_string(c.telefonos_contacto, ', '), '')`,
  email: sql`c.email`,
  localidad: sql`c.localidad`,
  cp: sql`c.cp`,
  comercial: sql`nullif(concat_ws(' ', nullif(a.nombre, ''), nullif(a.apellidos, '')), '')`,
  origen: sql`o.nombre`,
  segmento: sql`c.segmento`,
  isp_actual: sql`c.isp_actual`,
  estado_cliente: sql`c.estado_cliente`,
  fecha_contacto: madrid(sql`c.fecha_contacto`),
  la_tipo: sql`la.tipo`,
  la_estado: sql`la.estado`,
  la_fecha: madrid(sql`la.fecha_contacto`),
  na_fecha: madrid(sql`na.fecha_agendado`),
};

/**
 * The export's joins: the same rows as the list's CUSTOMER_JOINS (a test compares them),
 * written for a whole selection rather than one page (decision 1121):
 * - the last atención is the first row of the index on (tenant, customer, fecha_contacto
 *   desc nulls last): `fecha_contacto` is NOT NULL, so this is the list's order, and the
 *   index gives it without sorting each customer's atenciones;
 * - the next pending follow-up comes from one pass over the tenant's open follow-ups (the
 *   partial index `where done_at is null`), hashed, instead of one lookup per customer.
 */
const EXPORT_JOINS = sql`
  left join accounts a on a.tenant_id = c.tenant_id and a.id = c.comercial_id
  left join database_origins o on o.tenant_id = c.tenant_id and o.id = c.origen_bbdd_id
  left join lateral (
    select x.tipo, x.estado, x.fecha_contacto from contact_attempts x
    where x.tenant_id = c.tenant_id and x.customer_id = c.id
    order by x.fecha_contacto desc nulls last, x.id desc limit 1) la on true
  left join (
    select distinct on (s.customer_id) s.customer_id, s.fecha_agendado from schedules s
    where s.done_at is null
    order by s.customer_id, s.fecha_agendado, s.id) na on na.customer_id = c.id`;

/**
 * Sort keys the export already has from its joins: the same values as the list's
 * correlated subqueries (the newest atención's date, the earliest open follow-up's date).
 */
const JOINED_SORT_KEYS: Partial<Record<CustomerSortField, SQL>> = {
  lastAtencion: sql`la.fecha_contacto`,
  nextAgendado: sql`na.fecha_agendado`,
};

/** Every customer matching `where` (on `c`), in the list's order: read with a cursor. */
export function customerExportSql(where: SQL, sort: CustomerSort): SQL {
  const spec = customerSortSpec(sort.field);
  const key = JOINED_SORT_KEYS[sort.field] ?? spec.key;
  const columns = sql.join(
    CUSTOMER_EXPORT_COLUMNS.map((name) => sql`${SELECT[name]} as ${sql.identifier(name)}`),
    sql`, `,
  );
  return sql`
    select ${columns}
    from customers c ${spec.join ?? sql``}
    ${EXPORT_JOINS}
    where ${where}
    order by ${customerOrderBy(key, sql`c.id`, sort)}`;
}

/** How many customers match `where` (the export's progress total). */
export function customerCountSql(where: SQL): SQL {
  return sql`select count(*)::int as n from customers c where ${where}`;
}
