import type { Faker } from '@faker-js/faker';
import { OBJECTIVE_FAMILIES } from '@kiwi/domain';
import {
  correctiveFactorAccounts,
  correctiveFactorDetails,
  correctiveFactors,
  dutyManagerAccounts,
  dutyManagers,
  monthlyPots,
  objectiveMonths,
  objectiveTypes,
  objectives,
  rewardAccounts,
  rewards,
  teamMembers,
  teams,
  upfrontHistory,
  upfronts,
} from '../../schema/index';
import { insertAll, insertIds } from '../batch';
import type { SeedTx } from '../connect';
import { monthStart } from '../time';
import type { DemoTariff } from './catalogue';

export interface CalculatorSeedContext {
  tenantId: number;
  /** Commercials with objectives (index 0 is comercial@kiwi.demo). */
  commercials: number[];
  managerId: number;
  today: string;
  tariffs: DemoTariff[];
}

/** Weights (percent) of the families each commercial is measured on; they add up to 100. */
const PLAN: Array<{ family: string; peso: number; llave: boolean; min: number; max: number }> = [
  { family: 'POSPAGO', peso: 35, llave: true, min: 15, max: 30 },
  { family: 'FIJOS PARTICULAR', peso: 25, llave: true, min: 6, max: 15 },
  { family: 'TV', peso: 15, llave: false, min: 3, max: 8 },
  { family: 'PREPAGO', peso: 10, llave: false, min: 5, max: 12 },
  { family: 'RENUEVO', peso: 15, llave: false, min: 4, max: 10 },
];

export async function seedCalculator(tx: SeedTx, faker: Faker, ctx: CalculatorSeedContext) {
  const { tenantId } = ctx;
  const typeIds = await insertIds(
    tx,
    objectiveTypes,
    OBJECTIVE_FAMILIES.map((f) => ({ tenantId, nombre: f.value })),
  );
  const typeOf = new Map(OBJECTIVE_FAMILIES.map((f, i) => [f.value as string, typeIds[i] ?? 0]));
  const months = [monthStart(ctx.today, -1), monthStart(ctx.today)];

  const objectiveInput = months.flatMap((month) =>
    ctx.commercials.flatMap((comercialId) =>
      PLAN.map((p) => ({
        tenantId,
        comercialId,
        objectiveTypeId: typeOf.get(p.family) ?? 0,
        month,
        peso: p.peso.toFixed(2),
        objetivo: String(faker.number.int({ min: p.min, max: p.max })),
        llave: p.llave,
      })),
    ),
  );
  const objectiveIds = await insertIds(tx, objectives, objectiveInput);
  const isCurrent = (month: string) => month === months[1];
  await insertAll(
    tx,
    objectiveMonths,
    objectiveInput.map((o, i) => {
      // The current month is under way: achievement is a fraction of the target.
      const share = isCurrent(o.month)
        ? faker.number.float({ min: 0, max: 0.9 })
        : faker.number.float({ min: 0.4, max: 1.4 });
      return {
        tenantId,
        objectiveId: objectiveIds[i] ?? 0,
        consecucion: Math.round(Number(o.objetivo) * share).toFixed(2),
      };
    }),
  );

  await insertAll(
    tx,
    monthlyPots,
    months.flatMap((month) =>
      ctx.commercials.map((comercialId) => ({
        tenantId,
        comercialId,
        month,
        amount: faker.number.int({ min: 600, max: 1800 }).toFixed(2),
        recommenderAmount: faker.number.int({ min: 0, max: 200 }).toFixed(2),
      })),
    ),
  );
  const [fixedReward, shareReward] = await insertIds(tx, rewards, [
    { tenantId, tipo: 'BOLSA_FIJA', amount: '300.00' },
    { tenantId, tipo: 'PORCENTAJE', amount: '15.00' },
  ]);
  await insertAll(
    tx,
    rewardAccounts,
    ctx.commercials.map((comercialId, i) => ({
      tenantId,
      rewardId: (i % 2 === 0 ? fixedReward : shareReward) ?? 0,
      comercialId,
    })),
  );

  const [factorId] = await insertIds(tx, correctiveFactors, [
    { tenantId, name: 'Escala estándar' },
  ]);
  await insertAll(
    tx,
    correctiveFactorDetails,
    [
      ['50', '0.0000'],
      ['80', '0.5000'],
      ['100', '0.8000'],
      ['120', '1.0000'],
      ['999', '1.2000'],
    ].map(([max, factor]) => ({
      tenantId,
      correctiveFactorId: factorId ?? 0,
      porcentajeMaximo: max ?? '999',
      factor: factor ?? '1',
    })),
  );
  await insertAll(
    tx,
    correctiveFactorAccounts,
    ctx.commercials.map((comercialId) => ({
      tenantId,
      correctiveFactorId: factorId ?? 0,
      comercialId,
    })),
  );

  const [dutyId] = await insertIds(tx, dutyManagers, [{ tenantId, managerId: ctx.managerId }]);
  await insertAll(
    tx,
    dutyManagerAccounts,
    ctx.commercials.map((comercialId) => ({ tenantId, dutyManagerId: dutyId ?? 0, comercialId })),
  );
  const teamIds = await insertIds(tx, teams, [
    { tenantId, name: 'Equipo Norte', managerId: ctx.managerId },
    { tenantId, name: 'Equipo Sur', managerId: ctx.managerId },
  ]);
  await insertAll(
    tx,
    teamMembers,
    ctx.commercials.map((comercialId, i) => ({
      tenantId,
      teamId: teamIds[i % 2] ?? 0,
      comercialId,
    })),
  );

  await insertAll(
    tx,
    upfrontHistory,
    ctx.tariffs.map((t) => ({
      tenantId,
      upfront: (t.price * 1.5).toFixed(2),
      objectiveTypeId: typeOf.get(t.category === 'mobile_line' ? 'POSPAGO' : 'FIJOS PARTICULAR'),
      tipo: 'ALTA_NUEVA',
      contentType: 'tariff',
      objectId: t.id,
    })),
  );
  await insertAll(
    tx,
    upfronts,
    ctx.commercials.slice(0, 4).flatMap((comercialId) =>
      months.map((month) => ({
        tenantId,
        comercialId,
        month,
        objectiveTypeId: typeOf.get('POSPAGO'),
        amount: faker.number.int({ min: 40, max: 400 }).toFixed(2),
      })),
    ),
  );
}
