import type { Faker } from '@faker-js/faker';
import { CALL_TYPES, NOT_INTERESTED_TYPES, SALE_TYPES } from '@kiwi/domain';
import { loadPostcodes, type PostcodePair } from '../scale/postcodes';
import { spanishBusinessName, spanishPostcode } from '../spanish';
import type { DemoCatalogue } from './catalogue';

/** In-memory plan of the demo customers: every faker call happens here, before any insert. */
export type AttemptKind = 'OFERTA' | 'AGENDADO' | 'NO_INTERESADO' | 'GESTION' | 'CONTACTO';

export interface LinePlan {
  tipoLinea: 'LINEA_PRINCIPAL' | 'LINEA_ADICIONAL' | 'LINEA_ADICIONAL_SVA';
  tipoVenta: string;
  tariffId: number | null;
  additionalLineId: number | null;
  svaId: number | null;
  promotionId: number | null;
  deviceId: number | null;
  instalmentId: number | null;
  insuranceId: number | null;
  telefono: string;
  precio: number;
}

export interface AttemptPlan {
  kind: AttemptKind;
  /** Days before "now" (fractional: hour of the day included). */
  daysAgo: number;
  notas: string | null;
  estado: number | null;
  operator: string;
  lines: LinePlan[];
  /** Schedule: days from today (0 = today) and Madrid hour. */
  schedule: { dayOffset: number; hour: number; minute: number } | null;
  noInterest: { razon: string; tipo: string } | null;
  procedureId: number | null;
}

export interface CustomerPlan {
  nombre: string;
  documento: string;
  tipoDocumento: string;
  telefonos: string[];
  email: string | null;
  origenId: number | null;
  segmento: string;
  ispActual: string;
  direccion: string;
  cp: string;
  localidad: string;
  /** Index into the commercial list; null = "Por asignar". */
  comercial: number | null;
  createdDaysAgo: number;
  attempts: AttemptPlan[];
  notes: string[];
  contract: { services: string[]; permanenceDays: number; active: boolean } | null;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid CIF of a limited company (B + 7 digits + numeric control) from 8 drawn digits. */
function cifFrom(digits: number): string {
  const body = String(digits % 10_000_000).padStart(7, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(body[i]);
    sum += i % 2 === 0 ? Math.floor((d * 2) / 10) + ((d * 2) % 10) : d;
  }
  return `B${body}${(10 - (sum % 10)) % 10}`;
}

let postcodes: PostcodePair[] | undefined;

/**
 * A real postal code → municipality pair (the INE list the scale seed reads), chosen by
 * the drawn code so the demo keeps its sequence of draws; the drawn city is not used.
 */
function realPostcode(drawn: string, _city: string): { cp: string; localidad: string } {
  postcodes ??= loadPostcodes();
  const pair = postcodes[Number(drawn) % postcodes.length]!;
  return { cp: pair.cp, localidad: pair.municipio };
}
const ISPS = ['MOVISTAR', 'ORANGE', 'VODAFONE', 'DIGI', 'YOIGO', 'MASMOVIL', 'LOWI', 'JAZZTEL'];
const NOTE_TEXTS = [
  'Llamar después de las 17:00, trabaja por las mañanas.',
  'Interesado en fibra, pide comparar con su factura actual.',
  'Tiene permanencia con su operador hasta final de año.',
  'Prefiere contacto por WhatsApp.',
  'Pregunta por descuento para segunda línea.',
  'Cliente de la tienda de la calle Mayor.',
  'Quiere TV incluida en el paquete.',
];
const ATTEMPT_NOTES = [
  'Se le explica la oferta convergente.',
  'No contesta, se deja mensaje.',
  'Pide que le llamemos la semana que viene.',
  'Revisa la propuesta con su pareja.',
  'Solicita enviar la oferta por correo.',
];
const STATUS_WEIGHTS = [
  { value: 1, weight: 25 },
  { value: 2, weight: 20 },
  { value: 3, weight: 8 },
  { value: 4, weight: 30 },
  { value: 5, weight: 3 },
  { value: 6, weight: 7 },
  { value: 7, weight: 7 },
];

export function planCustomers(
  faker: Faker,
  count: number,
  commercialCount: number,
  catalogue: DemoCatalogue,
): CustomerPlan[] {
  const documents = new Set<string>();
  const uniqueDocument = (business: boolean) => {
    for (;;) {
      const digits = faker.number.int({ min: 10_000_000, max: 99_999_999 });
      const doc = business ? cifFrom(digits) : `${digits}${DNI_LETTERS[digits % 23]}`;
      if (!documents.has(doc)) {
        documents.add(doc);
        return doc;
      }
    }
  };
  // Spanish mobiles: 6xx xxx xxx or 71x–74x xxx xxx (the same two draws as before).
  const mobile = () => {
    const first = faker.helpers.arrayElement(['6', '7']);
    const rest = faker.string.numeric(8);
    return first === '6' ? `6${rest}` : `7${'1234'[Number(rest[0]) % 4]}${rest.slice(1)}`;
  };

  return Array.from({ length: count }, (): CustomerPlan => {
    const segmento = faker.helpers.weightedArrayElement([
      { value: 'PARTICULAR', weight: 65 },
      { value: 'NEGOCIOS', weight: 20 },
      { value: 'AUTONOMO', weight: 15 },
    ]);
    const business = segmento === 'NEGOCIOS';
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const nombre = business ? spanishBusinessName(faker) : `${firstName} ${lastName}`;
    const createdDaysAgo = faker.number.int({ min: 3, max: 180 });
    const attemptCount = faker.number.int({ min: 1, max: 5 });
    const attempts = Array.from({ length: attemptCount }, (_, i) =>
      planAttempt(faker, catalogue, segmento, createdDaysAgo, i, attemptCount, mobile),
    ).sort((a, b) => b.daysAgo - a.daysAgo);
    return {
      nombre,
      documento: uniqueDocument(business),
      tipoDocumento: business ? 'CIF' : 'DNI',
      // Stored in E.164, as the customer form saves them (decision 1101).
      telefonos: (faker.datatype.boolean(0.3) ? [mobile(), mobile()] : [mobile()]).map(
        (n) => `+34${n}`,
      ),
      email: faker.datatype.boolean(0.8)
        ? faker.internet.email({ firstName, lastName, provider: 'correo.es' }).toLowerCase()
        : null,
      origenId: faker.helpers.arrayElement([...catalogue.origins, null]),
      segmento,
      ispActual: faker.helpers.arrayElement(ISPS),
      direccion: faker.location.streetAddress(),
      ...realPostcode(spanishPostcode(faker), faker.location.city()),
      comercial: faker.datatype.boolean(0.93)
        ? faker.helpers.weightedArrayElement(
            Array.from({ length: commercialCount }, (_, i) => ({
              value: i,
              weight: i === 0 ? 6 : 2,
            })),
          )
        : null,
      createdDaysAgo,
      attempts,
      notes: faker.helpers.arrayElements(NOTE_TEXTS, faker.number.int({ min: 0, max: 2 })),
      contract: faker.datatype.boolean(0.3)
        ? {
            services: faker.helpers.arrayElements(['FIBRA', 'MOVIL', 'TV', 'FIJO'], {
              min: 1,
              max: 3,
            }),
            permanenceDays: faker.number.int({ min: -200, max: 400 }),
            active: faker.datatype.boolean(0.85),
          }
        : null,
    };
  });
}

function planAttempt(
  faker: Faker,
  catalogue: DemoCatalogue,
  segmento: string,
  createdDaysAgo: number,
  index: number,
  count: number,
  mobile: () => string,
): AttemptPlan {
  const kind = faker.helpers.weightedArrayElement<AttemptKind>([
    { value: 'OFERTA', weight: 35 },
    { value: 'AGENDADO', weight: 25 },
    { value: 'NO_INTERESADO', weight: 20 },
    { value: 'GESTION', weight: 10 },
    { value: 'CONTACTO', weight: 10 },
  ]);
  const isLast = index === count - 1;
  const daysAgo = faker.number.float({ min: 0.1, max: createdDaysAgo, fractionDigits: 3 });
  const operator = faker.helpers.arrayElement(['MASMOVIL', 'YOIGO', 'AVATEL', 'VODAFONE', 'LOWI']);
  const tariffSegment = segmento === 'NEGOCIOS' ? 'NEGOCIOS' : 'PARTICULAR';
  return {
    kind,
    daysAgo,
    notas: faker.datatype.boolean(0.6) ? faker.helpers.arrayElement(ATTEMPT_NOTES) : null,
    estado: kind === 'OFERTA' ? faker.helpers.weightedArrayElement(STATUS_WEIGHTS) : null,
    operator,
    lines: kind === 'OFERTA' ? planLines(faker, catalogue, operator, tariffSegment, mobile) : [],
    schedule:
      kind === 'AGENDADO'
        ? {
            dayOffset: isLast ? faker.number.int({ min: 0, max: 10 }) : -Math.ceil(daysAgo) + 1,
            hour: faker.number.int({ min: 9, max: 19 }),
            minute: faker.helpers.arrayElement([0, 15, 30, 45]),
          }
        : null,
    noInterest:
      kind === 'NO_INTERESADO'
        ? {
            razon: faker.helpers.arrayElement(NOT_INTERESTED_TYPES).value,
            tipo: faker.helpers.arrayElement(CALL_TYPES).value,
          }
        : null,
    procedureId:
      kind === 'GESTION'
        ? faker.helpers.arrayElement(catalogue.procedures.filter((p) => p.operator === operator)).id
        : null,
  };
}

function planLines(
  faker: Faker,
  catalogue: DemoCatalogue,
  operator: string,
  segment: string,
  mobile: () => string,
): LinePlan[] {
  const tariffs = catalogue.tariffs.filter((t) => t.operator === operator && t.segment === segment);
  const tariff = faker.helpers.arrayElement(tariffs);
  const promotion = faker.datatype.boolean(0.5)
    ? faker.helpers.arrayElement(catalogue.promotions.filter((p) => p.operator === operator))
    : null;
  const instalment = faker.datatype.boolean(0.25)
    ? (faker.helpers.arrayElements(
        catalogue.instalments.filter((i) => i.tariffId === tariff.id),
        1,
      )[0] ?? null)
    : null;
  const insurance =
    instalment && faker.datatype.boolean(0.5)
      ? (catalogue.insurances.find((i) => i.operator === operator) ?? null)
      : null;
  const tipoVenta = faker.helpers.arrayElement(SALE_TYPES).value;
  const main: LinePlan = {
    tipoLinea: 'LINEA_PRINCIPAL',
    tipoVenta,
    tariffId: tariff.id,
    additionalLineId: null,
    svaId: null,
    promotionId: promotion?.id ?? null,
    deviceId: instalment?.deviceId ?? null,
    instalmentId: instalment?.id ?? null,
    insuranceId: insurance?.id ?? null,
    telefono: mobile(),
    precio: tariff.price + (instalment?.monthPrice ?? 0) + (insurance?.price ?? 0),
  };
  const lines = [main];
  const extra = catalogue.additionalLines.find(
    (l) => l.operator === operator && l.segment === segment,
  );
  if (extra && tariff.category !== 'fixed_line' && faker.datatype.boolean(0.4)) {
    lines.push({
      ...main,
      tipoLinea: 'LINEA_ADICIONAL',
      tariffId: null,
      additionalLineId: extra.id,
      promotionId: null,
      deviceId: null,
      instalmentId: null,
      insuranceId: null,
      telefono: mobile(),
      precio: extra.price,
    });
  }
  const sva = catalogue.svas.find((s) => s.operator === operator && s.segment === segment);
  if (sva && faker.datatype.boolean(0.3)) {
    lines.push({
      ...main,
      tipoLinea: 'LINEA_ADICIONAL_SVA',
      tariffId: null,
      svaId: sva.id,
      promotionId: null,
      deviceId: null,
      instalmentId: null,
      insuranceId: null,
      telefono: main.telefono,
      precio: 0,
    });
  }
  return lines;
}
