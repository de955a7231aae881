import {
  contactAttempts,
  customerProcedures,
  noInterestOutcomes,
  offers,
  packageSvas,
  packages,
  schedules,
} from '../../schema/index';
import { insertAll, insertIds } from '../batch';
import type { SeedTx } from '../connect';
import { addDays, madridTime } from '../time';
import type { AttemptPlan, CustomerPlan, LinePlan } from './customer-plans';
import type { CustomerSeedContext } from './customers';

const DAY_MS = 86_400_000;
const VAT = 1.21;

export interface InsertedPackage {
  id: number;
  customerId: number;
  operator: string;
  estado: string | null;
  orderId: string | null;
  tipoVenta: string;
  telefono: string | null;
}

interface Flat {
  plan: AttemptPlan;
  customerId: number;
  comercialId: number | null;
  at: Date;
}

/** Package state that follows from the atención's sales status (spec section 4 codes). */
function packageState(estado: number | null, line: LinePlan): string | null {
  if (estado === 4) return 'ACTIVO';
  if (estado === 6) return line.tipoLinea === 'LINEA_PRINCIPAL' ? 'ACTIVO' : 'VUELO';
  if (estado === 7) return 'CANCELADO';
  if (estado === 2) return 'VUELO';
  return null;
}

/** Offers + packages, schedules, outcomes, procedures, then the atenciones linking them. */
export async function insertHistory(
  tx: SeedTx,
  ctx: CustomerSeedContext,
  plans: CustomerPlan[],
  customerIds: number[],
  comercialOf: (plan: CustomerPlan) => number | null,
): Promise<InsertedPackage[]> {
  const tenantId = ctx.tenantId;
  const flat: Flat[] = plans.flatMap((plan, i) =>
    plan.attempts.map((attempt) => ({
      plan: attempt,
      customerId: customerIds[i] ?? 0,
      comercialId: comercialOf(plan),
      at: new Date(ctx.now.getTime() - attempt.daysAgo * DAY_MS),
    })),
  );

  const offerRows = flat.filter((f) => f.plan.kind === 'OFERTA');
  const offerIds = await insertIds(
    tx,
    offers,
    offerRows.map((f) => {
      const total = f.plan.lines.reduce((sum, l) => sum + l.precio * VAT, 0);
      return {
        tenantId,
        customerId: f.customerId,
        comercialId: f.comercialId,
        isp: f.plan.operator,
        tipoIva: 'Península',
        precioAnterior: (total * 1.25).toFixed(2),
        precioTotal: total.toFixed(2),
        numeroComercial: f.comercialId ? `C-${String(f.comercialId).padStart(4, '0')}` : null,
        notas: f.plan.notas,
        createdAt: f.at,
        updatedAt: f.at,
      };
    }),
    (input, row) => input.customerId === row.customerId,
  );
  const offerIdOf = new Map(offerRows.map((f, i) => [f, offerIds[i] ?? 0]));

  const inserted: InsertedPackage[] = [];
  const lineRow = (f: Flat, line: LinePlan, n: number, parent: number | null) => {
    const estado = packageState(f.plan.estado, line);
    const orderId = estado ? `${f.plan.operator.slice(0, 3)}${offerIdOf.get(f)}${n}` : null;
    return {
      row: {
        tenantId,
        offerId: offerIdOf.get(f) ?? 0,
        parentPackageId: parent,
        tipoVenta: line.tipoVenta,
        tipoLinea: line.tipoLinea,
        tariffId: line.tariffId,
        additionalLineId: line.additionalLineId,
        promotionId: line.promotionId,
        deviceId: line.deviceId,
        instalmentId: line.instalmentId,
        insuranceId: line.insuranceId,
        telefono: line.telefono,
        precio: (line.precio * VAT).toFixed(2),
        estado,
        orderId,
        createdAt: f.at,
        updatedAt: f.at,
      },
      meta: {
        customerId: f.customerId,
        operator: f.plan.operator,
        estado,
        orderId,
        tipoVenta: line.tipoVenta,
        telefono: line.telefono,
      },
    };
  };
  const mains = offerRows.map((f) => lineRow(f, f.plan.lines[0] as LinePlan, 0, null));
  const mainIds = await insertIds(
    tx,
    packages,
    mains.map((m) => m.row),
  );
  mains.forEach((m, i) => inserted.push({ id: mainIds[i] ?? 0, ...m.meta }));

  const extras = offerRows.flatMap((f, i) =>
    f.plan.lines
      .slice(1)
      .map((line, n) => ({ ...lineRow(f, line, n + 1, mainIds[i] ?? null), line })),
  );
  const extraIds = await insertIds(
    tx,
    packages,
    extras.map((e) => e.row),
  );
  extras.forEach((e, i) => inserted.push({ id: extraIds[i] ?? 0, ...e.meta }));
  await insertAll(
    tx,
    packageSvas,
    extras.flatMap((e, i) =>
      e.line.svaId ? [{ tenantId, packageId: extraIds[i] ?? 0, svaId: e.line.svaId }] : [],
    ),
  );

  const scheduleRows = flat.filter((f) => f.plan.schedule);
  const scheduleIds = await insertIds(
    tx,
    schedules,
    scheduleRows.map((f) => {
      const s = f.plan.schedule ?? { dayOffset: 0, hour: 10, minute: 0 };
      const fecha = madridTime(addDays(ctx.today, s.dayOffset), s.hour, s.minute);
      return {
        tenantId,
        customerId: f.customerId,
        comercialId: f.comercialId,
        fechaAgendado: fecha,
        notas: f.plan.notas,
        doneAt: s.dayOffset < 0 ? fecha : null,
        createdAt: f.at,
        updatedAt: f.at,
      };
    }),
  );
  const noInterestRows = flat.filter((f) => f.plan.noInterest);
  const noInterestIds = await insertIds(
    tx,
    noInterestOutcomes,
    noInterestRows.map((f) => ({
      tenantId,
      customerId: f.customerId,
      comercialId: f.comercialId,
      razon: f.plan.noInterest?.razon ?? 'OTRO',
      tipo: f.plan.noInterest?.tipo ?? null,
      notas: f.plan.notas,
      createdAt: f.at,
    })),
  );
  const procedureRows = flat.filter((f) => f.plan.procedureId);
  const procedureIds = await insertIds(
    tx,
    customerProcedures,
    procedureRows.map((f) => ({
      tenantId,
      customerId: f.customerId,
      comercialId: f.comercialId,
      procedureId: f.plan.procedureId ?? 0,
      notas: f.plan.notas,
      createdAt: f.at,
    })),
  );

  const idOf = (rows: Flat[], ids: number[]) => new Map(rows.map((f, i) => [f, ids[i] ?? 0]));
  const scheduleIdOf = idOf(scheduleRows, scheduleIds);
  const noInterestIdOf = idOf(noInterestRows, noInterestIds);
  const procedureIdOf = idOf(procedureRows, procedureIds);
  await insertAll(
    tx,
    contactAttempts,
    flat.map((f) => {
      const sold = f.plan.estado === 4 || f.plan.estado === 6;
      const edited = (f.plan.estado ?? 1) > 1;
      const updated = edited
        ? new Date(Math.min(ctx.now.getTime(), f.at.getTime() + 2 * DAY_MS))
        : f.at;
      return {
        tenantId,
        customerId: f.customerId,
        comercialId: f.comercialId,
        tipo: f.plan.kind,
        offerId: offerIdOf.get(f) ?? null,
        scheduleId: scheduleIdOf.get(f) ?? null,
        noInterestId: noInterestIdOf.get(f) ?? null,
        procedureId: procedureIdOf.get(f) ?? null,
        estado: f.plan.estado,
        notas: f.plan.notas,
        fechaContacto: f.at,
        fechaVenta: sold ? updated : null,
        isUpdated: edited,
        createdAt: f.at,
        updatedAt: updated,
      };
    }),
  );
  return inserted;
}
