import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import {
  accounts,
  catalogueProcedures,
  contactAttempts,
  customerContracts,
  customerProcedures,
  noInterestOutcomes,
  offers,
  packages,
  schedules,
  tariffs,
} from '@kiwi/db/schema';

/** More than any real customer has; a bound so one answer can never grow without limit. */
export const CONTACT_HISTORY_LIMIT = 1000;

/** A customer's atenciones with what each recorded, newest first: one statement. */
export function listCustomerAttempts(tx: KiwiTx, customerId: number) {
  return tx
    .select({
      id: contactAttempts.id,
      tipo: contactAttempts.tipo,
      estado: contactAttempts.estado,
      notas: contactAttempts.notas,
      fechaContacto: contactAttempts.fechaContacto,
      updatedAt: contactAttempts.updatedAt,
      fechaVenta: contactAttempts.fechaVenta,
      comercialId: accounts.id,
      comercialNombre: accounts.nombre,
      comercialApellidos: accounts.apellidos,
      offerId: offers.id,
      offerIsp: offers.isp,
      offerTipoIva: offers.tipoIva,
      offerPrecioAnterior: offers.precioAnterior,
      offerPrecioTotal: offers.precioTotal,
      offerNumeroComercial: offers.numeroComercial,
      scheduleId: schedules.id,
      scheduleFecha: schedules.fechaAgendado,
      scheduleNotas: schedules.notas,
      scheduleDoneAt: schedules.doneAt,
      noInterestId: noInterestOutcomes.id,
      noInterestRazon: noInterestOutcomes.razon,
      noInterestTipo: noInterestOutcomes.tipo,
      noInterestNotas: noInterestOutcomes.notas,
      procedureId: customerProcedures.id,
      procedureNotas: customerProcedures.notas,
      procedureName: catalogueProcedures.name,
      procedureOperator: catalogueProcedures.operator,
      procedureTipo: catalogueProcedures.tipoGestion,
    })
    .from(contactAttempts)
    .leftJoin(
      accounts,
      and(
        eq(accounts.tenantId, contactAttempts.tenantId),
        eq(accounts.id, contactAttempts.comercialId),
      ),
    )
    .leftJoin(
      offers,
      and(eq(offers.tenantId, contactAttempts.tenantId), eq(offers.id, contactAttempts.offerId)),
    )
    .leftJoin(
      schedules,
      and(
        eq(schedules.tenantId, contactAttempts.tenantId),
        eq(schedules.id, contactAttempts.scheduleId),
      ),
    )
    .leftJoin(
      noInterestOutcomes,
      and(
        eq(noInterestOutcomes.tenantId, contactAttempts.tenantId),
        eq(noInterestOutcomes.id, contactAttempts.noInterestId),
      ),
    )
    .leftJoin(
      customerProcedures,
      and(
        eq(customerProcedures.tenantId, contactAttempts.tenantId),
        eq(customerProcedures.id, contactAttempts.procedureId),
      ),
    )
    .leftJoin(
      catalogueProcedures,
      and(
        eq(catalogueProcedures.tenantId, customerProcedures.tenantId),
        eq(catalogueProcedures.id, customerProcedures.procedureId),
      ),
    )
    .where(eq(contactAttempts.customerId, customerId))
    .orderBy(desc(contactAttempts.fechaContacto), desc(contactAttempts.id))
    .limit(CONTACT_HISTORY_LIMIT);
}
export type CustomerAttemptRow = Awaited<ReturnType<typeof listCustomerAttempts>>[number];

/** Every package of the customer's offers (with the tariff's name), in offer and line order. */
export function listCustomerPackages(tx: KiwiTx, customerId: number) {
  return tx
    .select({
      id: packages.id,
      offerId: packages.offerId,
      tipoVenta: packages.tipoVenta,
      tipoLinea: packages.tipoLinea,
      tarifa: tariffs.name,
      telefono: packages.telefono,
      precio: packages.precio,
      estado: packages.estado,
    })
    .from(packages)
    .innerJoin(offers, and(eq(offers.tenantId, packages.tenantId), eq(offers.id, packages.offerId)))
    .leftJoin(
      tariffs,
      and(eq(tariffs.tenantId, packages.tenantId), eq(tariffs.id, packages.tariffId)),
    )
    .where(eq(offers.customerId, customerId))
    .orderBy(asc(packages.offerId), asc(packages.id));
}
export type CustomerPackageRow = Awaited<ReturnType<typeof listCustomerPackages>>[number];

/** The customer's operator contracts, the newest fetched first. */
export function listCustomerContracts(tx: KiwiTx, customerId: number) {
  return tx
    .select({
      id: customerContracts.id,
      isp: customerContracts.isp,
      sfid: customerContracts.sfid,
      packageId: customerContracts.packageId,
      segment: customerContracts.segment,
      tariffCategory: customerContracts.tariffCategory,
      services: customerContracts.services,
      permanenceEnding: customerContracts.permanenceEnding,
      diasPermanencia: sql<
        number | null
      >`(${customerContracts.permanenceEnding} - (now() at time zone 'Europe/Madrid')::date)::int`,
      serviceState: customerContracts.serviceState,
      estadoServicio: customerContracts.estadoServicio,
      details: customerContracts.details,
      fetchedAt: customerContracts.fetchedAt,
    })
    .from(customerContracts)
    .where(eq(customerContracts.customerId, customerId))
    .orderBy(desc(customerContracts.fetchedAt), desc(customerContracts.id))
    .limit(CONTACT_HISTORY_LIMIT);
}
