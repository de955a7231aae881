import { sql } from 'drizzle-orm';
import type {
  TAdditionalInfo,
  TAdditionalInfoResponse,
  TCreateAdditionalInfoRequest,
  TPaquete,
  TPaquetesQuery,
  TUpdatePackageStateRequest,
} from '@kiwi/domain';
import { badRequest, notFound } from '../../../lib/http-errors';
import { toPage, toPaging, type Page } from '../../../lib/pagination';
import type { ServiceContext } from '../../../plugins/access';
import { iso, personRef } from '../shared/answers';
import { anyOf, present } from '../shared/filters';
import { ownerRestriction } from '../shared/visibility';
import {
  findInfo,
  insertInfo,
  lockPackage,
  packageWithOrder,
  selectPackages,
  setPackageState,
  updateInfo,
  type InfoRow,
  type PackageRow,
} from './paquetes.queries';

function toPaquete(r: PackageRow): TPaquete {
  return {
    id: Number(r.id),
    oferta: Number(r.offer_id),
    atencion: r.atencion_id === null ? null : Number(r.atencion_id),
    cliente: { id: Number(r.customer_id), nombre: r.customer_nombre },
    comercial: personRef(r.comercial_id, r.comercial_nombre, r.comercial_apellidos),
    isp: r.isp,
    tipoVenta: r.tipo_venta,
    tipoLinea: r.tipo_linea,
    tarifa: r.tariff_id === null ? null : { id: Number(r.tariff_id), nombre: r.tariff_name ?? '' },
    telefono: r.telefono,
    precio: r.precio,
    estado: r.estado,
    order_id: r.order_id,
    additional_info: r.info_id === null ? null : Number(r.info_id),
    updated_on: iso(r.updated_at),
  };
}

/** GET /api/atenciones/paquete/: packages of the offers the caller sees, paged. */
export async function listPaquetes(
  ctx: ServiceContext,
  query: TPaquetesQuery,
): Promise<Page<TPaquete>> {
  const paging = toPaging(query);
  const comercial = ownerRestriction(ctx) ?? query.comercial;
  const estados = query.estado?.filter((e) => e !== 'SIN_ESTADO') ?? [];
  const withoutState = query.estado?.includes('SIN_ESTADO') ?? false;
  const rows = await selectPackages(
    ctx.tx,
    present([
      comercial !== undefined && sql`o.comercial_id = ${comercial}`,
      query.oferta !== undefined && sql`pk.offer_id = ${query.oferta}`,
      query.cliente !== undefined && sql`o.customer_id = ${query.cliente}`,
      query.atencion !== undefined &&
        sql`exists (select 1 from contact_attempts a where a.tenant_id = o.tenant_id and a.offer_id = o.id and a.id = ${query.atencion})`,
      query.order_id !== undefined && sql`pk.order_id = ${query.order_id}`,
      query.estado?.length &&
        (withoutState
          ? sql`(pk.estado is null or ${anyOf(sql`pk.estado`, estados)})`
          : anyOf(sql`pk.estado`, estados)),
    ]),
    { limit: paging.pageSize, offset: paging.offset },
  );
  return toPage(rows.map(toPaquete), Number(rows[0]?.total ?? 0), paging);
}

export const ORDER_TAKEN = 'Este número de pedido ya está asignado a otro paquete.';

/**
 * PUT /api/atenciones/paquete/{id}/ {estado, order_id}: answers the new estado. An order id
 * already on another package of the tenant is a 400; another tenant's package is a 404.
 */
export async function updatePaqueteEstado(
  ctx: ServiceContext,
  id: number,
  body: TUpdatePackageStateRequest,
): Promise<{ estado: 'ACTIVO' | 'CANCELADO' | 'VUELO' }> {
  const [row, taken] = await Promise.all([
    lockPackage(ctx.tx, id, ownerRestriction(ctx)),
    body.order_id ? packageWithOrder(ctx.tx, body.order_id, id) : null,
  ]);
  if (!row) throw notFound();
  if (taken) throw badRequest({ order_id: [ORDER_TAKEN] });
  const estado = await setPackageState(ctx.tx, id, body.estado, body.order_id);
  return { estado: estado as 'ACTIVO' | 'CANCELADO' | 'VUELO' };
}

function toInfo(row: InfoRow): TAdditionalInfoResponse {
  const info = row.info;
  const text = (key: string) => (typeof info[key] === 'string' ? (info[key] as string) : null);
  return {
    id: Number(row.id),
    paquete: Number(row.package_id),
    portabilidad: info['portabilidad'] === true,
    operador_donante: text('operador_donante'),
    modalidad_donante: text('modalidad_donante'),
    telefono_portado: text('telefono_portado'),
    icc: text('icc'),
    titular_nombre: text('titular_nombre'),
    titular_documento: text('titular_documento'),
    iban: text('iban'),
    fecha_portabilidad: text('fecha_portabilidad'),
    notas: text('notas'),
    updated_on: iso(row.updated_at),
  };
}

export const INFO_EXISTS = 'El paquete ya tiene información adicional: edítela.';

/** POST /api/atenciones/additionalinfo/: one per package. */
export async function createInfo(
  ctx: ServiceContext,
  body: TCreateAdditionalInfoRequest,
): Promise<TAdditionalInfoResponse> {
  const { paquete, ...info } = body;
  const owner = ownerRestriction(ctx);
  const [pkg, existing] = await Promise.all([
    lockPackage(ctx.tx, paquete, owner),
    findInfo(ctx.tx, { packageId: paquete }, owner),
  ]);
  if (!pkg) throw notFound();
  if (existing) throw badRequest({ paquete: [INFO_EXISTS] });
  return toInfo(await insertInfo(ctx.tx, ctx.auth.tenantId, paquete, info));
}

export async function getInfo(ctx: ServiceContext, id: number): Promise<TAdditionalInfoResponse> {
  const row = await findInfo(ctx.tx, { id }, ownerRestriction(ctx));
  if (!row) throw notFound();
  return toInfo(row);
}

/** PUT /api/atenciones/additionalinfo/{id}/: replaces the info. */
export async function replaceInfo(
  ctx: ServiceContext,
  id: number,
  info: TAdditionalInfo,
): Promise<TAdditionalInfoResponse> {
  const row = await findInfo(ctx.tx, { id }, ownerRestriction(ctx));
  if (!row) throw notFound();
  return toInfo(await updateInfo(ctx.tx, id, info));
}
