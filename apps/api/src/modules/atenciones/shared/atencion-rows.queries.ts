import { sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';

/**
 * The one SELECT behind every atención answer (entradas, the offers pipeline, gestiones):
 * the atención with its customer, commercial and what it recorded.
 */
export interface AtencionRow {
  id: string;
  tipo: string;
  customer_id: string;
  customer_nombre: string;
  comercial_id: string | null;
  comercial_nombre: string | null;
  comercial_apellidos: string | null;
  fecha_contacto: string;
  estado: number | null;
  fecha_venta: string | null;
  notas: string | null;
  updated_at: string;
  is_updated: boolean;
  schedule_id: string | null;
  fecha_agendado: string | null;
  schedule_notas: string | null;
  abierto: boolean | null;
  done_at: string | null;
  no_interest_id: string | null;
  razon: string | null;
  no_interest_tipo: string | null;
  no_interest_notas: string | null;
  customer_procedure_id: string | null;
  procedure_id: string | null;
  procedure_name: string | null;
  procedure_operator: string | null;
  procedure_tipo: string | null;
  offer_id: string | null;
  isp: string | null;
  precio_total: string | null;
  package_count: number | null;
}

/**
 * Sort keys of the lists (newest first, id as the tie-break; `nulls last` like the
 * indexes drizzle-kit writes, so that an index can give the order, decision 1106).
 */
export const ATENCION_ORDER = {
  recent: sql`a.fecha_contacto`,
  updated: sql`a.updated_at`,
} as const;

/** FROM/WHERE of the matches, for the capped count (conditions on `a` only). */
export const atencionMatches = (where: SQL[]) =>
  sql`contact_attempts a where ${where.length ? sql.join(where, sql` and `) : sql`true`}`;

/**
 * One page of atenciones: the page's ids are chosen on contact_attempts alone (filters on
 * `a`, related tables through `exists`), then only those rows get their customer,
 * commercial, follow-up, outcome, procedure and offer (decision 1407). Those joins are on the
 * ids alone: row-level security already keeps every table to the tenant, and the tenant
 * equalities tripled the planning time of this 9-table statement. The count is apart
 * (`atencionMatches`, capped).
 */
export async function selectAtencionRows(
  tx: KiwiTx,
  where: SQL[],
  page: { limit: number; offset: number; order?: SQL },
): Promise<AtencionRow[]> {
  const key = page.order ?? ATENCION_ORDER.recent;
  return (await tx.execute(sql`
    select a.id, a.tipo, a.customer_id, c.nombre as customer_nombre,
      a.comercial_id, ac.nombre as comercial_nombre, ac.apellidos as comercial_apellidos,
      a.fecha_contacto, a.estado, a.fecha_venta, a.notas, a.updated_at, a.is_updated,
      s.id as schedule_id, s.fecha_agendado, s.notas as schedule_notas, s.abierto, s.done_at,
      n.id as no_interest_id, n.razon, n.tipo as no_interest_tipo, n.notas as no_interest_notas,
      p.id as customer_procedure_id, cp.id as procedure_id, cp.name as procedure_name,
      cp.operator as procedure_operator, cp.tipo_gestion as procedure_tipo,
      o.id as offer_id, o.isp, o.precio_total::text as precio_total,
      (select count(*)::int from packages pk where pk.tenant_id = o.tenant_id and pk.offer_id = o.id) as package_count
    from (
      select a.id, ${key} as k from ${atencionMatches(where)}
      order by ${key} desc nulls last, a.id desc nulls last
      limit ${page.limit} offset ${page.offset}
    ) pg
    join contact_attempts a on a.id = pg.id
    join customers c on c.id = a.customer_id
    left join accounts ac on ac.id = a.comercial_id
    left join schedules s on s.id = a.schedule_id
    left join no_interest_outcomes n on n.id = a.no_interest_id
    left join customer_procedures p on p.id = a.procedure_id
    left join catalogue_procedures cp on cp.id = p.procedure_id
    left join offers o on o.id = a.offer_id
    order by pg.k desc nulls last, pg.id desc nulls last`)) as unknown as AtencionRow[];
}
