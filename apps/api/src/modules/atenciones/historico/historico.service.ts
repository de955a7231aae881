import { z } from 'zod';
import {
  findAttemptKind,
  findSalesStatus,
  type TContactHistoryEntry,
  type TCustomerContract,
} from '@kiwi/domain';
import type { ServiceContext } from '../../../plugins/access';
import { assertCustomerVisible } from '../../historial/customer-visibility';
import {
  listCustomerAttempts,
  listCustomerContracts,
  listCustomerPackages,
  type CustomerPackageRow,
} from './historico.queries';
import { contactHistorySummary } from './historico.summary';

export const ZCustomerIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Identificador de cliente no válido.' })
    .int({ error: 'Identificador de cliente no válido.' })
    .positive({ error: 'Identificador de cliente no válido.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Identificador de cliente no válido.' }),
});

const fullName = (nombre: string | null, apellidos: string | null) =>
  [nombre, apellidos].filter(Boolean).join(' ');

function badgeOf(code: number | null) {
  const status = code === null ? undefined : findSalesStatus(code);
  return status ? { ...status } : null;
}

function kindOf(tipo: string) {
  const kind = findAttemptKind(tipo) ?? findAttemptKind('CONTACTO')!;
  return { ...kind };
}

/** GET /api/atenciones/historico/{id}: the customer's atenciones, newest first (decision 0903). */
export async function customerContactHistory(
  ctx: ServiceContext,
  customerId: number,
): Promise<TContactHistoryEntry[]> {
  // The three reads are independent: pipelined on the request's connection.
  const [, attempts, packageRows] = await Promise.all([
    assertCustomerVisible(ctx, customerId),
    listCustomerAttempts(ctx.tx, customerId),
    listCustomerPackages(ctx.tx, customerId),
  ]);
  const byOffer = new Map<number, CustomerPackageRow[]>();
  for (const row of packageRows) {
    const list = byOffer.get(row.offerId) ?? [];
    list.push(row);
    byOffer.set(row.offerId, list);
  }
  return attempts.map((row) => {
    const lines = row.offerId === null ? [] : (byOffer.get(row.offerId) ?? []);
    return {
      id: row.id,
      tipo: kindOf(row.tipo),
      estado: badgeOf(row.estado),
      fechaContacto: row.fechaContacto.toISOString(),
      updated_on: row.updatedAt.toISOString(),
      fecha_venta: row.fechaVenta?.toISOString() ?? null,
      comercial:
        row.comercialId === null
          ? null
          : {
              id: row.comercialId,
              nombre_completo: fullName(row.comercialNombre, row.comercialApellidos),
            },
      notas: row.notas,
      resumen: contactHistorySummary(row, lines.length),
      oferta:
        row.offerId === null
          ? null
          : {
              id: row.offerId,
              isp: row.offerIsp ?? '',
              tipoIva: row.offerTipoIva ?? '',
              precioAnterior: row.offerPrecioAnterior,
              precioTotal: row.offerPrecioTotal ?? '0.00',
              numeroComercial: row.offerNumeroComercial,
              paquetes: lines.map((line) => ({
                id: line.id,
                tipoVenta: line.tipoVenta,
                tipoLinea: line.tipoLinea,
                tarifa: line.tarifa,
                telefono: line.telefono,
                precio: line.precio,
                estado: line.estado,
              })),
            },
      agendado:
        row.scheduleId === null || row.scheduleFecha === null
          ? null
          : {
              id: row.scheduleId,
              fechaAgendado: row.scheduleFecha.toISOString(),
              notas: row.scheduleNotas,
              atendido: row.scheduleDoneAt !== null,
            },
      no_interesado:
        row.noInterestId === null
          ? null
          : {
              id: row.noInterestId,
              razon: row.noInterestRazon ?? '',
              tipo: row.noInterestTipo,
              notas: row.noInterestNotas,
            },
      gestion:
        row.procedureId === null
          ? null
          : {
              id: row.procedureId,
              nombre: row.procedureName ?? '',
              operador: row.procedureOperator ?? '',
              tipo_gestion: row.procedureTipo ?? '',
              notas: row.procedureNotas,
            },
    };
  });
}

/** GET /api/atenciones/contracts/{id}: the customer's contracts at the operators. */
export async function customerContractsOf(
  ctx: ServiceContext,
  customerId: number,
): Promise<TCustomerContract[]> {
  const [, rows] = await Promise.all([
    assertCustomerVisible(ctx, customerId),
    listCustomerContracts(ctx.tx, customerId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    isp: row.isp,
    sfid: row.sfid,
    package_id: row.packageId,
    segment: row.segment,
    tariff_category: row.tariffCategory,
    services: row.services,
    permanence_ending: row.permanenceEnding,
    dias_permanencia: row.diasPermanencia === null ? null : Number(row.diasPermanencia),
    service_state: row.serviceState,
    estado_servicio: row.estadoServicio,
    details: (row.details ?? {}) as Record<string, unknown>,
    fetched_at: row.fetchedAt.toISOString(),
  }));
}
