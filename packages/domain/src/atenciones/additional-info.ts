import { isValidPhoneNumber } from 'libphonenumber-js';
import { isValidCif, isValidDni, isValidNie } from 'nif-dni-nie-cif-validation';
import { z } from 'zod';
import { ZBlankToNullSchema, ZIdSchema, ZIsoDateSchema } from '../schemas/common';
import { compactIban, isValidIban } from '../schemas/iban';

/**
 * Additional info of a package (decision 1405): what the operator's order needs beyond the
 * offer. Snake-case, strict; every field optional on its own, with these links:
 * a portability needs the donor operator and the number being ported.
 */
const ZOptionalText = (max: number) =>
  ZBlankToNullSchema.refine((v) => v === null || v.length <= max, {
    error: `Máximo ${max} caracteres`,
  });

const ZSpanishPhone = ZBlankToNullSchema.transform((v) => v?.replace(/[\s.-]/g, '') ?? null).refine(
  (v) => v === null || isValidPhoneNumber(v, 'ES'),
  { error: 'Teléfono no válido' },
);

const ZIcc = ZBlankToNullSchema.transform((v) => v?.replace(/\s/g, '') ?? null).refine(
  (v) => v === null || /^89\d{17,18}$/.test(v),
  { error: 'ICC no válido: 19 o 20 dígitos que empiezan por 89' },
);

const ZDocumento = ZBlankToNullSchema.transform(
  (v) => v?.replace(/[\s-]/g, '').toUpperCase() ?? null,
).refine((v) => v === null || isValidDni(v) || isValidNie(v) || isValidCif(v), {
  error: 'Documento no válido (DNI, NIE o CIF)',
});

const ZIban = ZBlankToNullSchema.refine((v) => v === null || isValidIban(v), {
  error: 'IBAN no válido',
}).transform((v) => (v === null ? null : compactIban(v)));

export const DONOR_MODALITIES = ['PREPAGO', 'POSPAGO'] as const;

const infoFields = {
  portabilidad: z.boolean({ error: 'Indique si es una portabilidad' }).default(false),
  operador_donante: ZOptionalText(60).default(null),
  // Blank (a cleared select) is "no value", like the text fields.
  modalidad_donante: ZBlankToNullSchema.refine(
    (v) => v === null || (DONOR_MODALITIES as readonly string[]).includes(v),
    { error: 'Modalidad no válida: PREPAGO o POSPAGO' },
  ).default(null),
  telefono_portado: ZSpanishPhone.default(null),
  icc: ZIcc.default(null),
  titular_nombre: ZOptionalText(120).default(null),
  titular_documento: ZDocumento.default(null),
  iban: ZIban.default(null),
  fecha_portabilidad: ZIsoDateSchema.nullish().transform((v) => v ?? null),
  notas: ZOptionalText(1000).default(null),
};

type InfoShape = {
  portabilidad: boolean;
  operador_donante: string | null;
  telefono_portado: string | null;
};

function portabilityNeedsDonor(v: InfoShape, ctx: z.RefinementCtx) {
  if (!v.portabilidad) return;
  if (!v.operador_donante)
    ctx.addIssue({
      code: 'custom',
      path: ['operador_donante'],
      message: 'Indique el operador donante',
    });
  if (!v.telefono_portado)
    ctx.addIssue({
      code: 'custom',
      path: ['telefono_portado'],
      message: 'Indique el número a portar',
    });
}

/** PUT /api/atenciones/additionalinfo/{id}/: the whole info again. */
export const ZAdditionalInfoSchema = z.strictObject(infoFields).superRefine(portabilityNeedsDonor);
export type TAdditionalInfo = z.infer<typeof ZAdditionalInfoSchema>;

/** POST /api/atenciones/additionalinfo/: the info plus the package it belongs to. */
export const ZCreateAdditionalInfoRequestSchema = z
  .strictObject({ paquete: ZIdSchema, ...infoFields })
  .superRefine(portabilityNeedsDonor);
export type TCreateAdditionalInfoRequest = z.infer<typeof ZCreateAdditionalInfoRequestSchema>;

/** The stored info as answered (every field present, null when not given). */
export const ZAdditionalInfoResponseSchema = z.object({
  id: z.number().int(),
  paquete: z.number().int(),
  portabilidad: z.boolean(),
  operador_donante: z.string().nullable(),
  modalidad_donante: z.string().nullable(),
  telefono_portado: z.string().nullable(),
  icc: z.string().nullable(),
  titular_nombre: z.string().nullable(),
  titular_documento: z.string().nullable(),
  iban: z.string().nullable(),
  fecha_portabilidad: z.string().nullable(),
  notas: z.string().nullable(),
  updated_on: z.string(),
});
export type TAdditionalInfoResponse = z.infer<typeof ZAdditionalInfoResponseSchema>;
