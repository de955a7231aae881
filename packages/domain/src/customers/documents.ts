import { isValidCif, isValidDni, isValidNie } from 'nif-dni-nie-cif-validation';

/** Document types a customer may carry (the same list as DOCUMENT_TYPES). */
export const CUSTOMER_DOCUMENT_TYPES = ['DNI', 'NIE', 'CIF', 'PASAPORTE'] as const;
export type CustomerDocumentType = (typeof CUSTOMER_DOCUMENT_TYPES)[number];

export const CUSTOMER_DOCUMENT_MESSAGES = {
  invalid: 'Documento no válido',
  invalidDni: 'El DNI no es válido: revise los 8 números y la letra',
  invalidNie: 'El NIE no es válido: revise la letra inicial, los 7 números y la letra final',
  invalidCif: 'El CIF no es válido: revise la letra inicial, los números y el dígito de control',
  invalidPassport: 'El pasaporte debe tener entre 5 y 20 letras o números',
  unknownType: 'Tipo de documento no válido',
  typeWithoutDocument: 'Indique el documento o deje vacío el tipo',
} as const;

const PASSPORT = /^[A-Z0-9]{5,20}$/;

/** Upper case, without spaces, dots, dashes or slashes: "12.345.678-z" → "12345678Z". */
export function normaliseDocumento(value: string): string {
  return value.replace(/[\s.\-/]/g, '').toUpperCase();
}

function isDocumentType(value: string): value is CustomerDocumentType {
  return (CUSTOMER_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The type a (normalised) document is valid as, or null (never guesses PASAPORTE). */
export function detectDocumentType(
  documento: string,
): Exclude<CustomerDocumentType, 'PASAPORTE'> | null {
  if (isValidDni(documento)) return 'DNI';
  if (isValidNie(documento)) return 'NIE';
  if (isValidCif(documento)) return 'CIF';
  return null;
}

const CHECKS: Record<CustomerDocumentType, { valid: (doc: string) => boolean; message: string }> = {
  DNI: { valid: isValidDni, message: CUSTOMER_DOCUMENT_MESSAGES.invalidDni },
  NIE: { valid: isValidNie, message: CUSTOMER_DOCUMENT_MESSAGES.invalidNie },
  CIF: { valid: isValidCif, message: CUSTOMER_DOCUMENT_MESSAGES.invalidCif },
  PASAPORTE: {
    valid: (doc) => PASSPORT.test(doc),
    message: CUSTOMER_DOCUMENT_MESSAGES.invalidPassport,
  },
};

export type DocumentCheck =
  | { ok: true; documento: string | null; tipoDocumento: CustomerDocumentType | null }
  | { ok: false; field: 'documento' | 'tipoDocumento'; message: string };

/**
 * Checks a document against its type (checksums of DNI, NIE and CIF; the shape of a
 * passport). Without a type, the type is taken from the document when it is a valid
 * DNI, NIE or CIF; anything else is refused. A type without a document is kept
 * (the form may fill it first) — decision 1101.
 */
export function checkDocumento(
  documento: string | null | undefined,
  tipoDocumento: string | null | undefined,
): DocumentCheck {
  const tipo = tipoDocumento?.trim().toUpperCase() || null;
  if (tipo !== null && !isDocumentType(tipo)) {
    return { ok: false, field: 'tipoDocumento', message: CUSTOMER_DOCUMENT_MESSAGES.unknownType };
  }
  const doc = documento ? normaliseDocumento(documento) : '';
  if (doc === '') return { ok: true, documento: null, tipoDocumento: tipo };
  if (tipo === null) {
    const detected = detectDocumentType(doc);
    return detected
      ? { ok: true, documento: doc, tipoDocumento: detected }
      : { ok: false, field: 'documento', message: CUSTOMER_DOCUMENT_MESSAGES.invalid };
  }
  const check = CHECKS[tipo];
  return check.valid(doc)
    ? { ok: true, documento: doc, tipoDocumento: tipo }
    : { ok: false, field: 'documento', message: check.message };
}
