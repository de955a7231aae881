import { sql, type SQL } from 'drizzle-orm';
import type { CustomerSort, CustomerSortField } from '@kiwi/domain';

/** Sort keys of the customer list on alias `c` (customers); shared by the list and the export. */
export interface CustomerSortSpec {
  key: SQL;
  /** Joins the key needs inside the page query. */
  join?: SQL;
}

const SORTS: Record<CustomerSortField, CustomerSortSpec> = {
  id: { key: sql`c.id` },
  nombre: { key: sql`lower(c.nombre)` },
  documento: { key: sql`c.documento` },
  localidad: { key: sql`lower(c.localidad)` },
  cp: { key: sql`c.cp` },
  comercial: {
    key: sql`lower(concat_ws(' ', sa.nombre, sa.apellidos))`,
    join: sql`left join accounts sa on sa.tenant_id = c.tenant_id and sa.id = c.comercial_id`,
  },
  origenBbdd: {
    key: sql`lower(so.nombre)`,
    join: sql`left join database_origins so on so.tenant_id = c.tenant_id and so.id = c.origen_bbdd_id`,
  },
  segmento: { key: sql`c.segmento` },
  ispActual: { key: sql`c.isp_actual` },
  estadoCliente: { key: sql`c.estado_cliente` },
  fechaContacto: { key: sql`c.fecha_contacto` },
  updated_on: { key: sql`c.updated_at` },
  lastAtencion: {
    key: sql`(select max(x.fecha_contacto) from contact_attempts x
      where x.tenant_id = c.tenant_id and x.customer_id = c.id)`,
  },
  nextAgendado: {
    key: sql`(select min(s.fecha_agendado) from schedules s
      where s.tenant_id = c.tenant_id and s.customer_id = c.id and s.done_at is null)`,
  },
};

/**
 * Nulls last in both directions, id as tie-break: the order of the indexes drizzle-kit
 * writes (`DESC NULLS LAST`), so a sort on an indexed column is an index walk.
 */
export function customerOrderBy(key: SQL, id: SQL, sort: CustomerSort): SQL {
  const dir = sort.descending ? sql`desc` : sql`asc`;
  return sql`${key} ${dir} nulls last, ${id} ${dir} nulls last`;
}

export function customerSortSpec(field: CustomerSortField): CustomerSortSpec {
  return SORTS[field];
}
