import { sql, type SQL } from 'drizzle-orm';
import type { CustomerSort } from '@kiwi/domain';
import { CUSTOMER_JOINS } from './customer-joins';
import { customerOrderBy, customerSortSpec } from './customer-sort';

/** ISO-8601 UTC text built by PostgreSQL (what `toISOString()` writes; decision 0604). */
export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of the API's CustomerRow from `c` (customers), `a` (commercial), `o` (origin), `la`, `na`. */
export const CUSTOMER_ROW_COLUMNS = sql`
  c.id, c.nombre, c.documento, c.tipo_documento, c.telefonos_contacto, c.email,
  c.direccion, c.cp, c.localidad, c.comercial_id,
  nullif(concat_ws(' ', nullif(a.nombre, ''), nullif(a.apellidos, '')), '') as comercial_nombre,
  c.origen_bbdd_id as origen_id, o.nombre as origen_nombre, c.segmento, c.isp_actual,
  c.razon_no_interesado, c.notas, c.estado_cliente,
  ${iso(sql`c.fecha_contacto`)} as fecha_contacto, ${iso(sql`c.created_at`)} as created_on,
  ${iso(sql`c.updated_at`)} as updated_on,
  la.id as la_id, la.tipo as la_tipo, la.estado as la_estado, ${iso(sql`la.fecha_contacto`)} as la_fecha,
  na.id as na_id, ${iso(sql`na.fecha_agendado`)} as na_fecha`;

/**
 * One page of customers in one statement: the page's ids are chosen first (filters,
 * sort key, limit/offset) and only those rows get their commercial, origin, last
 * atención and next follow-up (lateral joins on 25 rows, not on every match).
 */
export function customerPageSql(
  where: SQL,
  sort: CustomerSort,
  page: { limit: number; offset: number },
): SQL {
  const spec = customerSortSpec(sort.field);
  return sql`
    select ${CUSTOMER_ROW_COLUMNS}
    from (
      select c.id, ${spec.key} as sk from customers c ${spec.join ?? sql``}
      where ${where}
      order by ${customerOrderBy(spec.key, sql`c.id`, sort)}
      limit ${page.limit} offset ${page.offset}
    ) p
    join customers c on c.id = p.id
    ${CUSTOMER_JOINS}
    order by ${customerOrderBy(sql`p.sk`, sql`p.id`, sort)}`;
}

/** Exact number of matches, counting at most `cap + 1` rows. */
export function customerCappedCountSql(where: SQL, cap: number): SQL {
  return sql`select count(*)::int as n from (select 1 from customers c where ${where} limit ${cap + 1}) m`;
}
