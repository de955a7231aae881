import { z } from 'zod';
import { SEGMENTS } from '../catalogues/segments';
import { checkDocumento } from '../customers/documents';
import { CUSTOMER_LIMITS } from '../customers/limits';
import { normaliseSpanishPhone } from '../customers/phones';
import { isSpanishPostalCode, POSTAL_CODE_MESSAGE } from '../customers/postal-code';
import type { ImportField, ImportMapping } from './fields';

/** A row of a lead file once mapped, normalised and checked (what the staging table holds). */
export interface ImportRowValues {
  nombre: string | null;
  documento: string | null;
  tipoDocumento: string | null;
  telefonos: string[];
  email: string | null;
  direccion: string | null;
  cp: string | null;
  localidad: string | null;
  segmento: string | null;
  ispActual: string | null;
  notas: string | null;
}

export interface ImportRowCheck {
  values: ImportRowValues;
  /** Spanish, one sentence per problem; empty when the row can be imported. */
  errores: string[];
}

export const IMPORT_ROW_MESSAGES = {
  missingName: 'Falta el nombre',
  noContact: 'Falta un teléfono o un email: no habría forma de contactar',
  invalidPhone: (value: string) => `Teléfono no válido: «${value}»`,
  invalidEmail: (value: string) => `Email no válido: «${value}»`,
  invalidSegment: 'Segmento no válido: use Particular, Negocios, Autónomo o Empresa',
  tooLong: (label: string, max: number) => `${label}: como máximo ${max} caracteres`,
  tooManyPhones: `Como máximo ${CUSTOMER_LIMITS.telefonos} teléfonos`,
} as const;

const ZEmail = z.email();

const SEGMENT_BY_NAME = new Map<string, string>(
  SEGMENTS.flatMap((s) => [
    [fold(s.value), s.value],
    [fold(s.label), s.value],
  ]),
);

function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .trim();
}

/** Cells separating several phones: "600111222 / 912345678". */
const PHONE_SEPARATORS = /[/,;|]+/;

function cell(cells: readonly string[], mapping: ImportMapping, field: ImportField): string {
  const index = mapping[field];
  if (index === undefined) return '';
  return (cells[index] ?? '').trim();
}

/**
 * Maps one file row to customer values and checks them with the customer form's rules
 * (decision 1101: documents against their type, phones to E.164, postal codes 01–52,
 * lengths), plus what a lead needs: a name, and a phone or an email.
 */
export function checkImportRow(cells: readonly string[], mapping: ImportMapping): ImportRowCheck {
  const errores: string[] = [];
  const get = (field: ImportField) => cell(cells, mapping, field);
  const limited = (value: string, label: string, max: number): string | null => {
    if (value === '') return null;
    if (value.length > max) errores.push(IMPORT_ROW_MESSAGES.tooLong(label, max));
    return value.slice(0, max);
  };

  const fullName = [get('nombre'), get('apellidos')].filter(Boolean).join(' ').replace(/\s+/g, ' ');
  if (fullName === '') errores.push(IMPORT_ROW_MESSAGES.missingName);
  const nombre = limited(fullName, 'Nombre', CUSTOMER_LIMITS.nombre);

  let documento: string | null = null;
  let tipoDocumento: string | null = null;
  const rawDocument = get('documento');
  const documentCheck = checkDocumento(rawDocument, get('tipoDocumento'));
  if (documentCheck.ok) {
    documento = documentCheck.documento;
    tipoDocumento = documentCheck.tipoDocumento;
  } else {
    errores.push(
      rawDocument ? `${documentCheck.message}: «${rawDocument}»` : documentCheck.message,
    );
  }

  const telefonos: string[] = [];
  const rawPhones = [get('telefono'), get('movil')].flatMap((v) => v.split(PHONE_SEPARATORS));
  for (const raw of rawPhones) {
    const value = raw.trim();
    if (value === '') continue;
    const e164 = normaliseSpanishPhone(value);
    if (e164 === null) errores.push(IMPORT_ROW_MESSAGES.invalidPhone(value));
    else if (!telefonos.includes(e164)) telefonos.push(e164);
  }
  if (telefonos.length > CUSTOMER_LIMITS.telefonos) errores.push(IMPORT_ROW_MESSAGES.tooManyPhones);

  const rawEmail = get('email');
  let email: string | null = rawEmail.toLowerCase() || null;
  if (
    email !== null &&
    (email.length > CUSTOMER_LIMITS.email || !ZEmail.safeParse(email).success)
  ) {
    errores.push(IMPORT_ROW_MESSAGES.invalidEmail(email));
    email = null;
  }
  const contactGiven = rawEmail !== '' || rawPhones.some((p) => p.trim() !== '');
  if (telefonos.length === 0 && email === null && !contactGiven) {
    errores.push(IMPORT_ROW_MESSAGES.noContact);
  }

  let cp: string | null = get('cp').replace(/\s/g, '') || null;
  // Spreadsheets drop the leading zero of 08001 when the column is numeric.
  if (cp !== null && /^\d{4}$/.test(cp)) cp = `0${cp}`;
  if (cp !== null && !isSpanishPostalCode(cp))
    errores.push(`${POSTAL_CODE_MESSAGE}: «${get('cp')}»`);

  let segmento: string | null = null;
  const rawSegment = get('segmento');
  if (rawSegment !== '') {
    segmento = SEGMENT_BY_NAME.get(fold(rawSegment)) ?? null;
    if (segmento === null) errores.push(IMPORT_ROW_MESSAGES.invalidSegment);
  }

  return {
    values: {
      nombre,
      documento,
      tipoDocumento,
      telefonos,
      email,
      direccion: limited(get('direccion'), 'Dirección', CUSTOMER_LIMITS.direccion),
      cp,
      localidad: limited(get('localidad'), 'Localidad', CUSTOMER_LIMITS.localidad),
      segmento,
      ispActual: limited(get('ispActual'), 'Operador actual', CUSTOMER_LIMITS.ispActual),
      notas: limited(get('notas'), 'Notas', CUSTOMER_LIMITS.notas),
    },
    errores,
  };
}
