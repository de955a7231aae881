import { parsePhoneNumberFromString } from 'libphonenumber-js';

export const PHONE_MESSAGES = {
  invalid: 'Teléfono no válido',
  tooMany: 'Como máximo 10 teléfonos',
  repeated: 'Teléfono repetido',
} as const;

/**
 * A phone number as E.164 ("+34600111222"), read as Spanish unless it carries an
 * international prefix ("+44…", "0044…"); null when it is not a valid number.
 */
export function normaliseSpanishPhone(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > 30 || !/^[+0-9\s().-]+$/.test(trimmed)) return null;
  const international = trimmed.replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(international, 'ES');
  return parsed?.isValid() ? parsed.number : null;
}

/** What the search box sends for a phone: digits only, the Spanish prefix removed. */
export function phoneSearchDigits(value: string): string | null {
  const digits = value.replace(/\D/g, '').replace(/^(00)?34(?=\d{9}$)/, '');
  return digits.length >= 3 ? digits : null;
}
