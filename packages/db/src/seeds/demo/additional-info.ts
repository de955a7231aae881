import { ZAdditionalInfoSchema, type TAdditionalInfo } from '@kiwi/domain';
import type { InsertedPackage } from './history';

const DONORS = ['Movistar', 'Orange', 'Vodafone', 'Digi', 'Pepephone'] as const;
const HOLDERS = ['Lucía Navarro Gil', 'Javier Romero Sanz', 'Inmaculada Ortega Ruiz'] as const;
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid DNI from a number (its control letter). */
function dni(n: number): string {
  const digits = String(n % 100_000_000).padStart(8, '0');
  return `${digits}${DNI_LETTERS[Number(digits) % 23]}`;
}

/** A valid Spanish IBAN for a 20-digit account (ISO 13616 check digits). */
function spanishIban(account: string): string {
  // 'E' = 14, 'S' = 28, then '00' for the check digits being computed.
  const numeric = `${account}142800`;
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `ES${String(98 - remainder).padStart(2, '0')}${account}`;
}

/**
 * The additional info of an activated demo line (decision 1405), varied and deterministic:
 * every line its SIM's ICC; portabilities the donor, its modality, the number and the date;
 * every third line an account holder other than the customer, with DNI and IBAN. Parsed by
 * the domain schema, so the demo holds what the API would have stored.
 */
export function demoAdditionalInfo(p: InsertedPackage, i: number): TAdditionalInfo {
  const portability = p.tipoVenta === 'PORTABILIDAD' && p.telefono !== null;
  const holder = i % 3 === 0;
  return ZAdditionalInfoSchema.parse({
    icc: `893404${String(p.id).padStart(13, '0')}`,
    portabilidad: portability,
    ...(portability
      ? {
          operador_donante: DONORS[i % DONORS.length],
          modalidad_donante: i % 4 === 0 ? 'PREPAGO' : 'POSPAGO',
          telefono_portado: p.telefono,
          fecha_portabilidad: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        }
      : {}),
    ...(holder
      ? {
          titular_nombre: HOLDERS[i % HOLDERS.length],
          titular_documento: dni(30_000_000 + p.id * 7919),
          iban: spanishIban(`2100${String(p.id).padStart(16, '0')}`),
        }
      : {}),
    ...(i % 5 === 0 ? { notas: 'Datos confirmados con el cliente por teléfono.' } : {}),
  });
}
