import type { Faker } from '@faker-js/faker';
import { devices, instalments, insurances } from '../../schema/index';
import type { SeedTx } from '../connect';
import type { DemoTariff } from './catalogue';
import { seedCataloguePrices } from './catalogue-prices';

export interface DemoDevices {
  insurances: Array<{ id: number; operator: string; price: number }>;
  devices: Array<{ id: number; operator: string; price: number }>;
  instalments: Array<{ id: number; deviceId: number; tariffId: number; monthPrice: number }>;
}

const PHONES: Array<[brand: string, model: string, price: number]> = [
  ['Samsung', 'Galaxy S25 128GB', 909],
  ['Samsung', 'Galaxy A56 5G', 449],
  ['Apple', 'iPhone 16 128GB', 959],
  ['Apple', 'iPhone 16e', 709],
  ['Xiaomi', 'Redmi Note 14 Pro', 329],
  ['Xiaomi', '15T', 649],
  ['Motorola', 'moto g85', 249],
  ['OPPO', 'Reno13 5G', 499],
];

export async function seedDevices(
  tx: SeedTx,
  faker: Faker,
  tenantId: number,
  tariffs: DemoTariff[],
): Promise<DemoDevices> {
  const operators = [...new Set(tariffs.map((t) => t.operator))];
  const insuranceRows = await tx
    .insert(insurances)
    .values(
      operators.flatMap((operator) => [
        { tenantId, operator, name: 'Seguro básico', price: '4.95', tramo: '0-300 €' },
        { tenantId, operator, name: 'Seguro premium', price: '9.95', tramo: '300-1000 €' },
      ]),
    )
    .returning({ id: insurances.id, operator: insurances.operator, price: insurances.price });

  const deviceInput = operators.flatMap((operator) =>
    faker.helpers.arrayElements(PHONES, 4).map(([brand, model, price]) => ({
      tenantId,
      operator,
      brand,
      name: `${brand} ${model}`,
      description: `${brand} ${model}, libre, con cargador.`,
      pageUrl: `https://www.${operator.toLowerCase()}.es/moviles/${model.toLowerCase().replaceAll(' ', '-')}`,
      price: price.toFixed(2),
      devices: faker.number.int({ min: 0, max: 25 }),
      insuranceId:
        insuranceRows.find(
          (i) => i.operator === operator && price > 300 === i.price.startsWith('9'),
        )?.id ?? null,
    })),
  );
  const deviceRows = await tx
    .insert(devices)
    .values(deviceInput)
    .returning({ id: devices.id, operator: devices.operator, price: devices.price });

  const instalmentInput = deviceRows.flatMap((device) =>
    tariffs
      .filter((t) => t.operator === device.operator && t.category !== 'fixed_line')
      .slice(0, 3)
      .map((tariff) => {
        const initial = Math.round(Number(device.price) * 0.1);
        const month = (Number(device.price) - initial) / 24;
        return {
          tenantId,
          deviceId: device.id,
          tariffId: tariff.id,
          installmentType: 'MONTHLY',
          initialPrice: initial.toFixed(2),
          monthPrice: month.toFixed(2),
          months: 24,
          finalPrice: (initial + Number(month.toFixed(2)) * 24).toFixed(2),
        };
      }),
  );
  const instalmentRows = await tx.insert(instalments).values(instalmentInput).returning({
    id: instalments.id,
    deviceId: instalments.deviceId,
    tariffId: instalments.tariffId,
    monthPrice: instalments.monthPrice,
  });

  await seedCataloguePrices(tx, tenantId);

  return {
    insurances: insuranceRows.map((i) => ({ ...i, price: Number(i.price) })),
    devices: deviceRows.map((d) => ({ ...d, price: Number(d.price) })),
    instalments: instalmentRows.map((i) => ({
      id: i.id,
      deviceId: i.deviceId,
      tariffId: i.tariffId ?? 0,
      monthPrice: Number(i.monthPrice),
    })),
  };
}
