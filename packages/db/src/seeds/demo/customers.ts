import type { Faker } from '@faker-js/faker';
import { mapUpstreamOrderStatus } from '@kiwi/domain';
import {
  customerContracts,
  customerNotes,
  customers,
  orders,
  packageAdditionalInfo,
} from '../../schema/index';
import { insertAll, insertIds } from '../batch';
import type { SeedTx } from '../connect';
import type { DemoCatalogue } from './catalogue';
import type { CustomerPlan } from './customer-plans';
import { planCustomers } from './customer-plans';
import { demoAdditionalInfo } from './additional-info';
import { insertHistory } from './history';
import type { InsertedPackage } from './history';

export const DEMO_CUSTOMER_COUNT = 300;
const DAY_MS = 86_400_000;

export interface CustomerSeedContext {
  tenantId: number;
  /** Commercial account ids; index 0 is comercial@kiwi.demo. */
  commercials: number[];
  managerId: number;
  now: Date;
  today: string;
}

/** Appointments today for comercial@kiwi.demo (6) and the manager (2): the welcome message. */
const TODAY_SLOTS: Array<{ owner: 'comercial' | 'manager'; hour: number; minute: number }> = [
  { owner: 'comercial', hour: 10, minute: 0 },
  { owner: 'comercial', hour: 11, minute: 30 },
  { owner: 'comercial', hour: 13, minute: 0 },
  { owner: 'comercial', hour: 16, minute: 0 },
  { owner: 'comercial', hour: 17, minute: 30 },
  { owner: 'comercial', hour: 19, minute: 0 },
  { owner: 'manager', hour: 12, minute: 0 },
  { owner: 'manager', hour: 18, minute: 15 },
];

/** Makes sure some customers end with a follow-up today (no faker call: stays deterministic). */
function scheduleToday(plans: CustomerPlan[]): Map<CustomerPlan, 'manager'> {
  const managed = new Map<CustomerPlan, 'manager'>();
  const candidates = plans.filter((p) => p.comercial === 0);
  TODAY_SLOTS.forEach((slot, i) => {
    const plan = candidates[i];
    if (!plan) return;
    if (slot.owner === 'manager') managed.set(plan, 'manager');
    plan.attempts.push({
      kind: 'AGENDADO',
      daysAgo: 0.02,
      notas: 'Volver a llamar hoy para cerrar la oferta.',
      estado: null,
      operator: 'YOIGO',
      lines: [],
      schedule: { dayOffset: 0, hour: slot.hour, minute: slot.minute },
      noInterest: null,
      procedureId: null,
    });
  });
  return managed;
}

function customerState(plan: CustomerPlan): 'POTENCIAL' | 'CLIENTE' | 'NO_INTERESADO' {
  if (plan.attempts.some((a) => a.estado === 4 || a.estado === 6)) return 'CLIENTE';
  return plan.attempts.at(-1)?.kind === 'NO_INTERESADO' ? 'NO_INTERESADO' : 'POTENCIAL';
}

export async function seedCustomers(
  tx: SeedTx,
  faker: Faker,
  ctx: CustomerSeedContext,
  catalogue: DemoCatalogue,
): Promise<{ customerIds: number[] }> {
  const plans = planCustomers(faker, DEMO_CUSTOMER_COUNT, ctx.commercials.length, catalogue);
  const managed = scheduleToday(plans);
  const at = (daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * DAY_MS);
  const comercialOf = (plan: CustomerPlan) =>
    managed.has(plan)
      ? ctx.managerId
      : plan.comercial === null
        ? null
        : (ctx.commercials[plan.comercial] ?? null);

  const customerIds = await insertIds(
    tx,
    customers,
    plans.map((plan) => {
      const last = plan.attempts.at(-1);
      const lastAt = last ? at(last.daysAgo) : at(plan.createdDaysAgo);
      return {
        tenantId: ctx.tenantId,
        nombre: plan.nombre,
        documento: plan.documento,
        tipoDocumento: plan.tipoDocumento,
        telefonosContacto: plan.telefonos,
        email: plan.email,
        origenBbddId: plan.origenId,
        segmento: plan.segmento,
        ispActual: plan.ispActual,
        razonNoInteresado: last?.noInterest?.razon ?? null,
        direccion: plan.direccion,
        cp: plan.cp,
        localidad: plan.localidad,
        comercialId: comercialOf(plan),
        fechaContacto: lastAt,
        estadoCliente: customerState(plan),
        createdAt: at(plan.createdDaysAgo),
        updatedAt: lastAt,
      };
    }),
    (input, row) => input.documento === row.documento,
  );

  await insertAll(
    tx,
    customerNotes,
    plans.flatMap((plan, i) =>
      plan.notes.map((nota, n) => ({
        tenantId: ctx.tenantId,
        customerId: customerIds[i] ?? 0,
        comercialId: comercialOf(plan),
        nota,
        createdAt: at(plan.createdDaysAgo / (n + 2)),
      })),
    ),
  );

  const packages: InsertedPackage[] = await insertHistory(tx, ctx, plans, customerIds, comercialOf);

  await insertAll(
    tx,
    customerContracts,
    plans.flatMap((plan, i) => {
      if (!plan.contract) return [];
      const isp = ['YOIGO', 'MASMOVIL', 'LOWI'].includes(plan.ispActual) ? plan.ispActual : 'YOIGO';
      const ending = new Date(ctx.now.getTime() + plan.contract.permanenceDays * DAY_MS);
      return [
        {
          tenantId: ctx.tenantId,
          customerId: customerIds[i] ?? 0,
          isp,
          sfid: `SF${plan.documento.replace(/\D/g, '').padStart(10, '0')}`,
          packageId: `PKG-${plan.documento.replace(/\D/g, '')}`,
          segment: plan.segmento,
          tariffCategory: plan.contract.services.length > 1 ? 'convergent' : 'mobile_line',
          services: plan.contract.services,
          permanenceEnding: ending.toISOString().slice(0, 10),
          serviceState: plan.contract.active ? 'ACTIVO' : 'BAJA',
          estadoServicio: plan.contract.active ? 'Activo' : 'Dado de baja',
        },
      ];
    }),
  );

  // Activated lines carry their additional info (SIM, portability, holder: decision 1405).
  await insertAll(
    tx,
    packageAdditionalInfo,
    packages
      .filter((p) => p.estado === 'ACTIVO')
      .map((p, i) => ({ tenantId: ctx.tenantId, packageId: p.id, info: demoAdditionalInfo(p, i) })),
  );

  const upstreamFor = { ACTIVO: 6, CANCELADO: 7, VUELO: 8 } as const;
  await insertAll(
    tx,
    orders,
    packages
      .filter((p) => p.orderId && p.estado)
      .map((p) => {
        const upstream = upstreamFor[p.estado as keyof typeof upstreamFor];
        return {
          tenantId: ctx.tenantId,
          operator: p.operator,
          orderId: p.orderId ?? '',
          customerId: p.customerId,
          packageId: p.id,
          upstreamStatus: upstream,
          state: mapUpstreamOrderStatus(upstream),
          contractId: `CT-${p.orderId ?? ''}`,
        };
      }),
  );
  return { customerIds };
}
