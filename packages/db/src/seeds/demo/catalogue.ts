import type { Faker } from '@faker-js/faker';
import {
  additionalLines,
  catalogueProcedures,
  databaseOrigins,
  promotions,
  svas,
  tariffFixedLineInfo,
  tariffMobileLineInfo,
  tariffs,
} from '../../schema/index';
import type { SeedTx } from '../connect';
import { linkCatalogue } from './catalogue-links';
import { seedDevices } from './devices';
import type { DemoDevices } from './devices';

export const DEMO_OPERATORS = ['MASMOVIL', 'YOIGO', 'AVATEL', 'VODAFONE', 'LOWI'] as const;
export const DEMO_SEGMENTS = ['PARTICULAR', 'NEGOCIOS'] as const;

export interface DemoTariff {
  id: number;
  operator: string;
  segment: string;
  category: string;
  price: number;
  name: string;
}

export interface DemoCatalogue extends DemoDevices {
  origins: number[];
  procedures: Array<{ id: number; operator: string }>;
  tariffs: DemoTariff[];
  additionalLines: Array<{ id: number; operator: string; segment: string; price: number }>;
  svas: Array<{ id: number; operator: string; segment: string }>;
  promotions: Array<{ id: number; operator: string }>;
}

const ORIGINS = [
  'Puerta fría',
  'Campaña web',
  'Referido',
  'Base de datos Yoigo',
  'Feria local',
  'Tienda',
];

const PROCEDURES: Array<[name: string, tipo: string]> = [
  ['Cambio de titular', 'MODIFICACION'],
  ['Portabilidad inversa', 'BAJA'],
  ['Incidencia de facturación', 'INCIDENCIA'],
  ['Consulta de cobertura', 'CONSULTA'],
  ['Alta de servicio adicional', 'ALTA'],
];

/** Tariff templates: [name, category, base monthly price, fibre Mb, mobile GB]. */
const TARIFF_TEMPLATES: Array<[string, string, number, number | null, number | null]> = [
  ['Fibra 600Mb', 'fixed_line', 30, 600, null],
  ['Móvil 50GB', 'mobile_line', 15, null, 50],
  ['Móvil Ilimitada', 'mobile_line', 25, null, 999],
  ['Fibra 1Gb + Móvil 100GB', 'convergent', 48, 1000, 100],
  ['Fibra 300Mb + Fijo', 'mobile_fixed_line', 35, 300, 10],
];

const price = (n: number) => n.toFixed(2);

export async function seedCatalogue(
  tx: SeedTx,
  faker: Faker,
  tenantId: number,
): Promise<DemoCatalogue> {
  const origins = await tx
    .insert(databaseOrigins)
    .values(ORIGINS.map((nombre) => ({ tenantId, nombre })))
    .returning({ id: databaseOrigins.id });

  const procedures = await tx
    .insert(catalogueProcedures)
    .values(
      DEMO_OPERATORS.flatMap((operator) =>
        PROCEDURES.map(([name, tipoGestion]) => ({ tenantId, name, operator, tipoGestion })),
      ),
    )
    .returning({ id: catalogueProcedures.id, operator: catalogueProcedures.operator });

  const promotionRows = await tx
    .insert(promotions)
    .values(
      DEMO_OPERATORS.flatMap((operator, i) => [
        {
          tenantId,
          operator,
          name: `${operator} -20% 6 meses`,
          amount: '20.00',
          amountUnit: 'PERCENTS',
          duration: 6,
          priorityOrder: 1,
        },
        {
          tenantId,
          operator,
          name: `${operator} 5 € dto. 12 meses`,
          amount: '5.00',
          amountUnit: 'MONETARY',
          duration: 12,
          priorityOrder: 2,
        },
        {
          tenantId,
          operator,
          name: `${operator} primer mes gratis`,
          amount: '100.00',
          amountUnit: 'PERCENTS',
          duration: 1,
          priorityOrder: 0,
          isActive: i % 2 === 0,
        },
      ]),
    )
    .returning({ id: promotions.id, operator: promotions.operator });

  const svaRows = await tx
    .insert(svas)
    .values(
      DEMO_OPERATORS.flatMap((operator) =>
        DEMO_SEGMENTS.flatMap((segment) => [
          {
            tenantId,
            operator,
            segment,
            name: 'Agile TV',
            priceValue: price(faker.number.int({ min: 5, max: 9 })),
            permanence: 12,
            moreInfo: 'Más de 80 canales y videoclub.',
          },
          {
            tenantId,
            operator,
            segment,
            name: 'Doctor Go',
            priceValue: '4.99',
            permanence: 0,
            moreInfo: 'Videoconsulta médica 24 h.',
          },
        ]),
      ),
    )
    .returning({ id: svas.id, operator: svas.operator, segment: svas.segment });

  const lineRows = await tx
    .insert(additionalLines)
    .values(
      DEMO_OPERATORS.flatMap((operator) =>
        DEMO_SEGMENTS.map((segment) => {
          const base = faker.number.float({ min: 4, max: 12, fractionDigits: 4 });
          return {
            tenantId,
            operator,
            segment,
            name: `Línea adicional 25GB ${operator}`,
            maxNumber: 4,
            priceValue: price(base * 1.21),
            baseFee: base.toFixed(4),
            dataAmount: '25',
            voiceMinutes: null,
          };
        }),
      ),
    )
    .returning({
      id: additionalLines.id,
      operator: additionalLines.operator,
      segment: additionalLines.segment,
      priceValue: additionalLines.priceValue,
    });

  const tariffInput = DEMO_OPERATORS.flatMap((operator) =>
    DEMO_SEGMENTS.flatMap((segment) =>
      TARIFF_TEMPLATES.map(([name, category, base]) => ({
        tenantId,
        operator,
        segment,
        category,
        name: `${name} ${segment === 'NEGOCIOS' ? 'Pro' : ''}`.trim(),
        priceValue: price(
          base + faker.number.int({ min: -3, max: 6 }) + (segment === 'NEGOCIOS' ? 5 : 0),
        ),
        paymentType: 'POSPAGO',
        color: faker.helpers.arrayElement(['#670069', '#1E88E5', '#43A047', '#FB8C00']),
        commercialEnrichment: price(faker.number.int({ min: 5, max: 40 })),
      })),
    ),
  );
  const tariffRows = await tx.insert(tariffs).values(tariffInput).returning();
  await tx.insert(tariffFixedLineInfo).values(
    tariffRows.flatMap((t, i) => {
      const fibre = TARIFF_TEMPLATES[i % TARIFF_TEMPLATES.length]?.[3];
      if (!fibre) return [];
      return [
        {
          tenantId,
          tariffId: t.id,
          type: 'FIBRA',
          owners: 1,
          uploadSpeedAmount: String(fibre),
          downloadSpeedAmount: String(fibre),
          voiceToFixed: null,
          voiceToMobile: 1000,
        },
      ];
    }),
  );
  await tx.insert(tariffMobileLineInfo).values(
    tariffRows.flatMap((t, i) => {
      const gb = TARIFF_TEMPLATES[i % TARIFF_TEMPLATES.length]?.[4];
      if (!gb) return [];
      return [
        {
          tenantId,
          tariffId: t.id,
          dataAmount: String(gb),
          voiceMinutes: null,
          voiceToForeign: t.segment === 'NEGOCIOS' ? 100 : null,
        },
      ];
    }),
  );

  await linkCatalogue(tx, tenantId, {
    tariffs: tariffRows,
    promotions: promotionRows,
    svas: svaRows,
    lines: lineRows,
  });

  const demoTariffs: DemoTariff[] = tariffRows.map((t) => ({
    id: t.id,
    operator: t.operator,
    segment: t.segment,
    category: t.category,
    price: Number(t.priceValue),
    name: t.name,
  }));
  const devices = await seedDevices(tx, faker, tenantId, demoTariffs);
  return {
    origins: origins.map((o) => o.id),
    procedures,
    tariffs: demoTariffs,
    additionalLines: lineRows.map((l) => ({ ...l, price: Number(l.priceValue) })),
    svas: svaRows,
    promotions: promotionRows,
    ...devices,
  };
}
