import type { Faker } from '@faker-js/faker';

/** A Spanish postcode: province 01-52 followed by three digits. */
export function spanishPostcode(faker: Faker): string {
  const province = String(faker.number.int({ min: 1, max: 52 })).padStart(2, '0');
  return `${province}${faker.string.numeric(3)}`;
}

const BUSINESS_KINDS = [
  'Talleres',
  'Construcciones',
  'Comercial',
  'Distribuciones',
  'Clínica Dental',
  'Asesoría',
  'Panadería',
  'Transportes',
];

/** A small-business name such as "Talleres Botello S.L.". */
export function spanishBusinessName(faker: Faker): string {
  const surname = faker.person.lastName().split(' ')[0] ?? 'García';
  const form = faker.helpers.arrayElement(['S.L.', 'S.A.', 'S.L.U.']);
  return `${faker.helpers.arrayElement(BUSINESS_KINDS)} ${surname} ${form}`;
}
