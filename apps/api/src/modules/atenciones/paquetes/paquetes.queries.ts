import { sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';

export interface PackageRow {
  id: string;
  offer_id: string;
  atencion_id: string | null;
  customer_id: string;
  customer_nombre: string;
  comercial_id: string | null;
  comercial_nombre: string | null;
  comercial_apellidos: string | null;
  isp: string;
  tipo_venta: string;
  tipo_linea: string;
  tariff_id: string | null;
  tariff_name: string | null;
  telefono: string | null;
  precio: string | null;
  estado: string | null;
  order_id: string | null;
  info_id: string | null;
  updated_at: string;
  total: string;
}

/** Packages with their offer, customer, commercial, tariff and additional-info id; one page. */
export async function selectPackages(
  tx: KiwiTx,
  where: SQL[],
  page: { limit: number; offset: number },
): Promise<PackageRow[]> {
  const condition = where.length ? sql.join(where, sql` and `) : sql`true`;
  return (await tx.execute(sql`
    select pk.id, pk.offer_id,
      (select a.id from contact_attempts a where a.tenant_id = o.tenant_id and a.offer_id = o.id
        order by a.id desc limit 1) as atencion_id,
      c.id as customer_id, c.nombre as customer_nombre,
      o.comercial_id, ac.nombre as comercial_nombre, ac.apellidos as comercial_apellidos,
      o.isp, pk.tipo_venta, pk.tipo_linea, t.id as tariff_id, t.name as tariff_name,
      pk.telefono, pk.precio::text as precio, pk.estado, pk.order_id, i.id as info_id,
      pk.updated_at, count(*) over () as total
    from packages pk
    join offers o on o.tenant_id = pk.tenant_id and o.id = pk.offer_id
    join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
    left join accounts ac on ac.tenant_id = o.tenant_id and ac.id = o.comercial_id
    left join tariffs t on t.tenant_id = pk.tenant_id and t.id = pk.tariff_id
    left join package_additional_info i on i.tenant_id = pk.tenant_id and i.package_id = pk.id
    where ${condition}
    order by pk.offer_id desc, pk.id
    limit ${page.limit} offset ${page.offset}`)) as unknown as PackageRow[];
}

/** A package the caller may change (owner restriction on its offer's commercial), locked. */
export async function lockPackage(tx: KiwiTx, id: number, ownerId: number | null) {
  const rows = (await tx.execute(sql`
    select pk.id, pk.estado, pk.order_id from packages pk
    join offers o on o.tenant_id = pk.tenant_id and o.id = pk.offer_id
    where pk.id = ${id} and (${ownerId}::bigint is null or o.comercial_id = ${ownerId})
    for update of pk`)) as unknown as {
    id: string;
    estado: string | null;
    order_id: string | null;
  }[];
  return rows[0] ?? null;
}

/** Another package of the tenant already carrying this operator order id. */
export async function packageWithOrder(tx: KiwiTx, orderId: string, exceptId: number) {
  const rows = (await tx.execute(sql`
    select id from packages where order_id = ${orderId} and id <> ${exceptId} limit 1`)) as unknown as {
    id: string;
  }[];
  return rows[0] ?? null;
}

export async function setPackageState(
  tx: KiwiTx,
  id: number,
  estado: string,
  orderId: string | null,
) {
  const rows = (await tx.execute(sql`
    update packages set estado = ${estado}, order_id = coalesce(${orderId}, order_id), updated_at = now()
    where id = ${id} returning estado`)) as unknown as { estado: string }[];
  return rows[0]!.estado;
}

export interface InfoRow {
  id: string;
  package_id: string;
  info: Record<string, unknown>;
  updated_at: string;
}

/** Additional info by its id or by its package, visible to the caller. */
export async function findInfo(
  tx: KiwiTx,
  by: { id?: number; packageId?: number },
  ownerId: number | null,
) {
  const rows = (await tx.execute(sql`
    select i.id, i.package_id, i.info, i.updated_at from package_additional_info i
    join packages pk on pk.tenant_id = i.tenant_id and pk.id = i.package_id
    join offers o on o.tenant_id = pk.tenant_id and o.id = pk.offer_id
    where ${by.id !== undefined ? sql`i.id = ${by.id}` : sql`i.package_id = ${by.packageId ?? 0}`}
      and (${ownerId}::bigint is null or o.comercial_id = ${ownerId})`)) as unknown as InfoRow[];
  return rows[0] ?? null;
}

export async function insertInfo(tx: KiwiTx, tenantId: number, packageId: number, info: object) {
  const rows = (await tx.execute(sql`
    insert into package_additional_info (tenant_id, package_id, info)
    values (${tenantId}, ${packageId}, ${JSON.stringify(info)}::jsonb)
    returning id, package_id, info, updated_at`)) as unknown as InfoRow[];
  return rows[0]!;
}

export async function updateInfo(tx: KiwiTx, id: number, info: object) {
  const rows = (await tx.execute(sql`
    update package_additional_info set info = ${JSON.stringify(info)}::jsonb, updated_at = now()
    where id = ${id} returning id, package_id, info, updated_at`)) as unknown as InfoRow[];
  return rows[0]!;
}
