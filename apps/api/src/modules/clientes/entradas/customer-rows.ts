import {
  findSalesStatus,
  type TCustomerDetail,
  type TCustomerLastAtencion,
  type TCustomerListRow,
  type TCustomerNextAgendado,
} from '@kiwi/domain';
import type { CustomerListRecord, CustomerRow } from './list.queries';

const idOrNull = (value: string | null) => (value === null ? null : Number(value));

function lastAtencion(row: CustomerListRecord): TCustomerLastAtencion | null {
  if (row.la_id === null) return null;
  const status = row.la_estado === null ? undefined : findSalesStatus(row.la_estado);
  return {
    id: Number(row.la_id),
    tipo: row.la_tipo ?? 'CONTACTO',
    estado: status
      ? { value: status.value, label: status.label, color: status.color, icon: status.icon }
      : null,
    fechaContacto: row.la_fecha!,
  };
}

function nextAgendado(row: CustomerListRecord): TCustomerNextAgendado | null {
  return row.na_id === null ? null : { id: Number(row.na_id), fechaAgendado: row.na_fecha! };
}

const ref = (id: string | null, nombre: string | null) =>
  id === null ? null : { id: Number(id), nombre: nombre ?? '' };

/** A row of the customer list (ZCustomerListRowSchema). */
export function toListRow(row: CustomerListRecord): TCustomerListRow {
  return {
    id: Number(row.id),
    nombre: row.nombre,
    documento: row.documento,
    tipoDocumento: row.tipo_documento,
    telefonosContacto: row.telefonos_contacto,
    email: row.email,
    localidad: row.localidad,
    cp: row.cp,
    comercial: ref(row.comercial_id, row.comercial_nombre),
    origenBbdd: ref(row.origen_id, row.origen_nombre),
    segmento: row.segmento,
    ispActual: row.isp_actual,
    estadoCliente: row.estado_cliente,
    fechaContacto: row.fecha_contacto,
    updated_on: row.updated_on,
    lastAtencion: lastAtencion(row),
    nextAgendado: nextAgendado(row),
  };
}

/** One customer for the form and the full view (ZCustomerDetailSchema). */
export function toDetail(row: CustomerRow): TCustomerDetail {
  return {
    id: Number(row.id),
    nombre: row.nombre,
    documento: row.documento,
    tipoDocumento: row.tipo_documento,
    telefonosContacto: row.telefonos_contacto,
    email: row.email,
    origenBbdd: idOrNull(row.origen_id),
    origen: ref(row.origen_id, row.origen_nombre),
    segmento: row.segmento,
    ispActual: row.isp_actual,
    razonNoInteresado: row.razon_no_interesado,
    direccion: { direccion: row.direccion, cp: row.cp, localidad: row.localidad },
    comercial: idOrNull(row.comercial_id),
    comercialInfo: ref(row.comercial_id, row.comercial_nombre),
    fechaContacto: row.fecha_contacto,
    notas: row.notas,
    estadoCliente: row.estado_cliente,
    created_on: row.created_on,
    updated_on: row.updated_on,
    lastAtencion: lastAtencion(row),
    nextAgendado: nextAgendado(row),
  };
}
