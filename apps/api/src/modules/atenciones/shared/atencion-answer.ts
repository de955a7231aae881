import type { TAtencion } from '@kiwi/domain';
import { personRef } from './answers';
import type { AtencionRow } from './atencion-rows.queries';

/** An atención row as the API answers it (ZAtencionSchema); its timestamps are ISO text already. */
export function toAtencion(r: AtencionRow): TAtencion {
  return {
    id: Number(r.id),
    tipo: r.tipo as TAtencion['tipo'],
    cliente: { id: Number(r.customer_id), nombre: r.customer_nombre },
    comercial: personRef(r.comercial_id, r.comercial_nombre, r.comercial_apellidos),
    fechaContacto: r.fecha_contacto,
    estado: r.estado,
    fechaVenta: r.fecha_venta,
    notas: r.notas,
    updated_on: r.updated_at,
    is_updated: r.is_updated,
    agendado:
      r.schedule_id === null || r.fecha_agendado === null
        ? null
        : {
            id: Number(r.schedule_id),
            fechaAgendado: r.fecha_agendado,
            notas: r.schedule_notas,
            abierto: r.abierto ?? false,
            hecho: r.done_at !== null,
          },
    no_interesado:
      r.no_interest_id === null || r.razon === null
        ? null
        : {
            id: Number(r.no_interest_id),
            razon: r.razon,
            tipo: r.no_interest_tipo,
            notas: r.no_interest_notas,
          },
    gestion:
      r.customer_procedure_id === null || r.procedure_id === null
        ? null
        : {
            id: Number(r.customer_procedure_id),
            gestion: Number(r.procedure_id),
            nombre: r.procedure_name ?? '',
            operador: r.procedure_operator ?? '',
            tipo_gestion: r.procedure_tipo ?? '',
          },
    oferta:
      r.offer_id === null
        ? null
        : {
            id: Number(r.offer_id),
            isp: r.isp ?? '',
            precioTotal: r.precio_total ?? '0.00',
            paquetes: r.package_count ?? 0,
          },
  };
}
