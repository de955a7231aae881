/**
 * The configurator-scale catalogue of a scale tenant, planned in memory (a few thousand rows):
 * tariffs over operators × segments × categories with their line info, additional lines,
 * SVAs, promotions, insurances and procedures. Names are unique per operator and segment
 * (the catalogue API refuses duplicates), older editions are inactive.
 */
import type { Faker } from '@faker-js/faker';
import {
  OPERATOR_VALUES,
  PROCEDURE_TYPES,
  SEGMENT_VALUES,
  TARIFF_CATEGORY_VALUES,
} from '@kiwi/domain';

export interface OperatorSegment {
  operator: string;
  segment: string;
}

/** DBL is always NEGOCIOS (spec §5); every other operator sells to every segment. */
export const OPERATOR_SEGMENTS: OperatorSegment[] = OPERATOR_VALUES.flatMap(
  (operator): OperatorSegment[] =>
    operator === 'DBL'
      ? [{ operator, segment: 'NEGOCIOS' }]
      : SEGMENT_VALUES.map((segment) => ({ operator, segment })),
);

const SEGMENT_SUFFIX: Record<string, string> = {
  PARTICULAR: '',
  NEGOCIOS: ' Negocios',
  AUTONOMO: ' Autónomos',
  EMPRESA: ' Empresas',
};
const SEGMENT_FACTOR: Record<string, number> = {
  PARTICULAR: 1,
  NEGOCIOS: 1.15,
  AUTONOMO: 1.1,
  EMPRESA: 1.25,
};
const SPEEDS = [100, 300, 500, 600, 1000, 10000];
const SPEED_EXTRA: Record<number, number> = { 100: 0, 300: 3, 500: 5, 600: 6, 1000: 10, 10000: 25 };
const GIGAS: Array<number | null> = [3, 5, 10, 20, 30, 50, 75, 100, 150, 200, null];
const EDITIONS = ['', ' Plus', ' Online', ' 2024', ' Verano', ' 2023'];

const speedLabel = (mb: number) => (mb >= 1000 ? `${mb / 1000}Gb` : `${mb}Mb`);
const dataLabel = (gb: number | null) => (gb === null ? 'Ilimitados' : `${gb}GB`);
const gbExtra = (gb: number | null) => (gb === null ? 14 : Math.min(12, Math.round(gb / 15)));
const price = (n: number) => (Math.max(1, Math.floor(n)) + 0.9).toFixed(2);

interface Candidate {
  name: string;
  speed: number | null;
  gb: number | null;
  base: number;
  edition: string;
}

function candidates(category: string): Candidate[] {
  const out: Candidate[] = [];
  for (const edition of EDITIONS) {
    if (category === 'fixed_line' || category === 'mobile_fixed_line') {
      for (const speed of SPEEDS) {
        const fixed = category === 'mobile_fixed_line' ? ' + Fijo' : '';
        const base = 25 + SPEED_EXTRA[speed]! + (fixed ? 5 : 0);
        out.push({ name: `Fibra ${speedLabel(speed)}${fixed}`, speed, gb: null, base, edition });
      }
    } else if (category === 'mobile_line') {
      for (const gb of GIGAS) {
        out.push({
          name: `Móvil ${dataLabel(gb)}`,
          speed: null,
          gb,
          base: 6 + gbExtra(gb),
          edition,
        });
      }
    } else {
      for (const speed of SPEEDS.slice(1)) {
        for (const gb of [25, 50, 100, 200, null]) {
          const base = 35 + SPEED_EXTRA[speed]! + gbExtra(gb);
          const name = `Fibra ${speedLabel(speed)} + Móvil ${dataLabel(gb)}`;
          out.push({ name, speed, gb, base, edition });
        }
      }
    }
  }
  return out;
}

export interface PlannedTariff {
  operator: string;
  segment: string;
  category: string;
  name: string;
  color: string;
  commercial_enrichment: string | null;
  payment_type: string;
  price_value: string;
  is_active: boolean;
  speed: number | null;
  gb: number | null;
  fixed_type: string;
  owners: number;
  voice_to_fixed: number | null;
  voice_to_mobile: number | null;
  voice_minutes: number | null;
  voice_to_foreign: number | null;
}

const COLORS = ['#670069', '#1E88E5', '#43A047', '#FB8C00', '#E53935', '#00ACC1', '#6D4C41'];

/**
 * Tariff names are unique per operator and segment (case-insensitive, decision 1501); two
 * categories may draw the same candidate name, so a repeat gets the next edition number.
 */
function uniqueNamesPerOperatorSegment(tariffs: PlannedTariff[]): PlannedTariff[] {
  const seen = new Map<string, number>();
  return tariffs.map((t) => {
    const key = `${t.operator}|${t.segment}|${t.name.toLowerCase()}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? t : { ...t, name: `${t.name} (${count})` };
  });
}

export function planTariffs(faker: Faker, total: number): PlannedTariff[] {
  const perGroup = Math.max(1, Math.ceil(total / (OPERATOR_SEGMENTS.length * 4)));
  return uniqueNamesPerOperatorSegment(planTariffGroups(faker, perGroup));
}

function planTariffGroups(faker: Faker, perGroup: number): PlannedTariff[] {
  return OPERATOR_SEGMENTS.flatMap(({ operator, segment }) =>
    TARIFF_CATEGORY_VALUES.flatMap((category) =>
      faker.helpers.arrayElements(candidates(category), perGroup).map((c): PlannedTariff => {
        const business = segment !== 'PARTICULAR';
        return {
          operator,
          segment,
          category,
          name: `${c.name}${c.edition}${SEGMENT_SUFFIX[segment] ?? ''}`,
          color: faker.helpers.arrayElement(COLORS),
          commercial_enrichment: faker.datatype.boolean(0.7)
            ? faker.number.int({ min: 5, max: 40 }).toFixed(2)
            : null,
          payment_type:
            category === 'mobile_line' && faker.datatype.boolean(0.2) ? 'PREPAGO' : 'POSPAGO',
          price_value: price(
            (c.base + faker.number.int({ min: -2, max: 3 })) * (SEGMENT_FACTOR[segment] ?? 1),
          ),
          is_active: c.edition !== ' 2023' && faker.datatype.boolean(0.8),
          speed: c.speed,
          gb: c.gb,
          fixed_type:
            c.speed !== null && c.speed <= 100 && c.edition === ' 2023' ? 'ADSL' : 'FIBRA',
          owners: faker.helpers.weightedArrayElement([
            { value: 1, weight: 85 },
            { value: 2, weight: 15 },
          ]),
          voice_to_fixed: faker.datatype.boolean(0.8) ? null : 1000,
          voice_to_mobile: faker.helpers.arrayElement([null, null, 100, 300, 1000]),
          voice_minutes: faker.datatype.boolean(0.7)
            ? null
            : faker.helpers.arrayElement([0, 100, 200]),
          voice_to_foreign:
            business && faker.datatype.boolean(0.5)
              ? faker.helpers.arrayElement([60, 100, 300])
              : null,
        };
      }),
    ),
  );
}

export function planAdditionalLines(faker: Faker) {
  return OPERATOR_SEGMENTS.flatMap(({ operator, segment }) =>
    [5, 10, 25, 50, 100, null].map((gb) => {
      const baseFee = faker.number.float({ min: 3, max: 14, fractionDigits: 4 });
      return {
        operator,
        segment,
        name: `Línea adicional ${dataLabel(gb)}`,
        max_number: faker.helpers.arrayElement([3, 4, 5]),
        is_active: faker.datatype.boolean(0.85),
        base_fee: baseFee.toFixed(4),
        price_value: (baseFee * 1.21).toFixed(2),
        data_amount: gb === null ? null : String(gb),
        data_unit: gb === null ? 'ILIMITADOS' : 'GB',
        voice_minutes: faker.datatype.boolean(0.8) ? null : 200,
      };
    }),
  );
}

const SVAS: ReadonlyArray<readonly [string, number, number, string, boolean]> = [
  ['Agile TV', 6, 12, 'Más de 80 canales y videoclub.', false],
  ['Netflix Estándar', 13.99, 0, 'Netflix en dos pantallas a la vez.', false],
  ['Disney+', 9.99, 0, 'Disney, Pixar, Marvel y Star Wars.', false],
  ['Amazon Prime', 4.99, 0, 'Prime Video y envíos gratis.', false],
  ['DAZN', 19.99, 12, 'Fútbol y motor en directo.', false],
  ['Doctor Go', 4.99, 0, 'Videoconsulta médica 24 h.', false],
  ['Seguro Hogar', 7.5, 12, 'Asistencia y reparaciones en casa.', false],
  ['Antivirus Total', 2.99, 0, 'Protección para 5 dispositivos.', false],
  ['Centralita Virtual', 15, 12, 'Centralita en la nube con extensiones.', true],
  ['Microsoft 365 Empresa', 10.5, 12, 'Correo, Office y Teams.', true],
];

export function planSvas(faker: Faker) {
  return OPERATOR_SEGMENTS.flatMap(({ operator, segment }) =>
    SVAS.filter(([, , , , business]) => !business || segment !== 'PARTICULAR').map(
      ([name, value, permanence, moreInfo]) => ({
        operator,
        segment,
        name,
        price_value: (value * (segment === 'PARTICULAR' ? 1 : 1.1)).toFixed(2),
        permanence,
        more_info: moreInfo,
        is_active: faker.datatype.boolean(0.9),
      }),
    ),
  );
}

export function planPromotions(faker: Faker) {
  return OPERATOR_VALUES.flatMap((operator) => {
    const rows: Array<Record<string, unknown>> = [];
    const add = (
      name: string,
      amount: number,
      unit: string,
      duration: number | null,
      prio: number,
    ) =>
      rows.push({
        operator,
        name,
        amount: amount.toFixed(2),
        amount_unit: unit,
        duration,
        duration_unit: duration === null ? 'PERMANENT' : 'MONTHS',
        priority_order: prio,
        is_active: faker.datatype.boolean(0.8),
      });
    add('Primer mes gratis', 100, 'PERCENTS', 1, 0);
    for (const pct of [10, 15, 20, 25, 30, 50])
      for (const months of [3, 6, 12]) add(`-${pct}% ${months} meses`, pct, 'PERCENTS', months, 1);
    for (const eur of [3, 5, 10, 15])
      for (const months of [6, 12, 24])
        add(`${eur} € dto. ${months} meses`, eur, 'MONETARY', months, 2);
    for (const eur of [2, 5]) add(`${eur} € dto. permanente`, eur, 'MONETARY', null, 3);
    return rows;
  });
}

const TRAMOS: ReadonlyArray<readonly [string, number]> = [
  ['0-150 €', 2.95],
  ['150-300 €', 4.95],
  ['300-500 €', 6.95],
  ['500-800 €', 8.95],
  ['800-1200 €', 11.95],
  ['Más de 1200 €', 14.95],
];

export function planInsurances() {
  return OPERATOR_VALUES.flatMap((operator) =>
    TRAMOS.map(([tramo, value], i) => ({
      operator,
      name: `Seguro móvil ${['básico', 'estándar', 'plus', 'premium', 'total', 'total+'][i]}`,
      price: value.toFixed(2),
      tramo,
      is_active: true,
    })),
  );
}

const PROCEDURES: ReadonlyArray<readonly [string, string]> = [
  ['Cambio de titular', 'MODIFICACION'],
  ['Cambio de tarifa', 'MODIFICACION'],
  ['Cambio de domicilio', 'MODIFICACION'],
  ['Cambio de cuenta bancaria', 'MODIFICACION'],
  ['Baja de línea', 'BAJA'],
  ['Portabilidad saliente', 'BAJA'],
  ['Incidencia de facturación', 'INCIDENCIA'],
  ['Avería de fibra', 'INCIDENCIA'],
  ['Reclamación', 'INCIDENCIA'],
  ['Duplicado de SIM', 'ALTA'],
  ['Alta de línea adicional', 'ALTA'],
  ['Alta de servicio adicional', 'ALTA'],
  ['Consulta de cobertura', 'CONSULTA'],
  ['Consulta de permanencia', 'CONSULTA'],
];

export function planProcedures(faker: Faker) {
  const known = new Set<string>(PROCEDURE_TYPES.map((t) => t.value));
  return OPERATOR_VALUES.flatMap((operator) =>
    PROCEDURES.filter(([, tipo]) => known.has(tipo)).map(([name, tipo]) => ({
      operator,
      name,
      tipo_gestion: tipo,
      is_active: faker.datatype.boolean(0.9),
    })),
  );
}
