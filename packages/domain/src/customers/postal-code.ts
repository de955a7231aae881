export const POSTAL_CODE_MESSAGE = 'Código postal no válido: 5 cifras, de 01000 a 52999';

/** A Spanish postal code: five digits whose first two (the province) are 01–52. */
export function isSpanishPostalCode(value: string): boolean {
  if (!/^\d{5}$/.test(value)) return false;
  const province = Number(value.slice(0, 2));
  return province >= 1 && province <= 52;
}
