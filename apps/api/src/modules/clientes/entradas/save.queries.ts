import { sql, type SQL } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import { CUSTOMER_ROW_COLUMNS, CUSTOMER_ROW_JOINS, type CustomerRow } from './list.queries';

/** The stored columns of a customer save (§5 normalisation already applied). */
export interface CustomerValues {
  nombre: string;
  documento: string | null;
  tipoDocumento: string | null;
  telefonosContacto: string[];
  email: string | null;
  origenBbddId: number | null;
  segmento: string | null;
  ispActual: string | null;
  razonNoInteresado: string | null;
  direccion: string | null;
  cp: string | null;
  localidad: string | null;
  comercialId: number | null;
  fechaContacto: string | null;
  notas: string | null;
}

const phones = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** One customer with what the list shows, if the caller may see it (`visible` on `c`). */
export async function selectCustomer(
  tx: KiwiTx,
  id: number,
  visible: SQL,
): Promise<CustomerRow | undefined> {
  const rows = await tx.execute<CustomerRow & Record<string, unknown>>(sql`
    select ${CUSTOMER_ROW_COLUMNS}
    from customers c ${CUSTOMER_ROW_JOINS}
    where c.id = ${id} and ${visible}`);
  return (rows as unknown as CustomerRow[])[0];
}

export async function insertCustomer(
  tx: KiwiTx,
  tenantId: number,
  v: CustomerValues,
): Promise<number> {
  const rows = await tx.execute<{ id: string }>(sql`
    insert into customers (tenant_id, nombre, documento, tipo_documento, telefonos_contacto, email,
      origen_bbdd_id, segmento, isp_actual, razon_no_interesado, direccion, cp, localidad,
      comercial_id, fecha_contacto, notas)
    values (${tenantId}, ${v.nombre}, ${v.documento}, ${v.tipoDocumento},
      ${phones(v.telefonosContacto)}, ${v.email}, ${v.origenBbddId}, ${v.segmento}, ${v.ispActual},
      ${v.razonNoInteresado}, ${v.direccion}, ${v.cp}, ${v.localidad}, ${v.comercialId},
      ${v.fechaContacto}::timestamptz, ${v.notas})
    returning id`);
  return Number((rows as unknown as { id: string }[])[0]!.id);
}

/** Updates a visible customer; false when there is none to update. */
export async function updateCustomer(
  tx: KiwiTx,
  id: number,
  visible: SQL,
  v: CustomerValues,
): Promise<boolean> {
  const rows = await tx.execute(sql`
    update customers c set nombre = ${v.nombre}, documento = ${v.documento},
      tipo_documento = ${v.tipoDocumento}, telefonos_contacto = ${phones(v.telefonosContacto)},
      email = ${v.email}, origen_bbdd_id = ${v.origenBbddId}, segmento = ${v.segmento},
      isp_actual = ${v.ispActual}, razon_no_interesado = ${v.razonNoInteresado},
      direccion = ${v.direccion}, cp = ${v.cp}, localidad = ${v.localidad},
      comercial_id = ${v.comercialId}, fecha_contacto = ${v.fechaContacto}::timestamptz,
      notas = ${v.notas}, updated_at = now()
    where c.id = ${id} and ${visible}
    returning c.id`);
  return rows.length > 0;
}

/** Deletes a visible customer (its notes, atenciones, offers… cascade); false when none. */
export async function deleteCustomer(tx: KiwiTx, id: number, visible: SQL): Promise<boolean> {
  const rows = await tx.execute(sql`
    delete from customers c where c.id = ${id} and ${visible} returning c.id`);
  return rows.length > 0;
}

/** Which of the given references exist in the tenant: an account and a database origin. */
export async function existingReferences(
  tx: KiwiTx,
  refs: { comercialId: number | null; origenId: number | null },
): Promise<{ comercial: boolean; origen: boolean }> {
  const rows = await tx.execute<{ comercial: boolean; origen: boolean }>(sql`
    select exists (select 1 from accounts where id = ${refs.comercialId ?? 0}) as comercial,
           exists (select 1 from database_origins where id = ${refs.origenId ?? 0}) as origen`);
  const row = (rows as unknown as { comercial: boolean; origen: boolean }[])[0]!;
  return {
    comercial: refs.comercialId === null || row.comercial,
    origen: refs.origenId === null || row.origen,
  };
}
