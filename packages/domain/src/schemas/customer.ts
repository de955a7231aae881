import { z } from 'zod';
import { SEGMENT_VALUES } from '../catalogues/segments';
import { checkDocumento } from '../customers/documents';
import { CUSTOMER_LIMITS, tooLong } from '../customers/limits';
import { normaliseSpanishPhone, PHONE_MESSAGES } from '../customers/phones';
import { isSpanishPostalCode, POSTAL_CODE_MESSAGE } from '../customers/postal-code';
import { ZBlankToNullSchema, ZIdSchema, ZIsoDateTimeSchema, ZRequiredTextSchema } from './common';
import { isPlainRecord, type PlainRecord } from './normalise';

const ZAddressSchema = z.object({
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  localidad: z.string().nullable(),
});

/** Customer (TtForm), as the server answers it. */
export const ZCustomerSchema = z.object({
  id: ZIdSchema,
  nombre: z.string(),
  documento: z.string().nullable(),
  tipoDocumento: z.string().nullable(),
  telefonosContacto: z.array(z.string()),
  email: z.string().nullable(),
  origenBbdd: ZIdSchema.nullable(),
  segmento: z.string().nullable(),
  ispActual: z.string().nullable(),
  razonNoInteresado: z.string().nullable(),
  direccion: ZAddressSchema,
  comercial: ZIdSchema.nullable(),
  fechaContacto: ZIsoDateTimeSchema.nullable(),
  notas: z.string().nullable(),
});
export type TCustomer = z.infer<typeof ZCustomerSchema>;

/**
 * "Customer save: an empty documento becomes null; empty or blank direccion,
 * cp or localidad become null; lastAtencion is removed before sending."
 * The id is removed too: the path names the customer, never the body.
 */
export function normaliseCustomerSave(input: unknown): unknown {
  if (!isPlainRecord(input)) return input;
  const { lastAtencion: _lastAtencion, id: _id, ...rest } = input;
  const out: PlainRecord = { ...rest };
  if (typeof out['documento'] === 'string' && out['documento'].trim() === '') {
    out['documento'] = null;
  }
  if (isPlainRecord(out['direccion'])) {
    const address = out['direccion'];
    out['direccion'] = Object.fromEntries(
      ['direccion', 'cp', 'localidad'].map((key) => {
        const value = address[key];
        return [key, typeof value === 'string' && value.trim() === '' ? null : (value ?? null)];
      }),
    );
  }
  return out;
}

/** Optional text with a length limit; blanks become null. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform((v) => {
      const trimmed = v?.trim() ?? '';
      return trimmed === '' ? null : trimmed;
    });

/** A phone of the form, normalised to E.164 (Spanish unless it has an international prefix). */
const ZPhoneSchema = z.string().transform((value, ctx) => {
  const e164 = normaliseSpanishPhone(value);
  if (e164 === null) {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
    return z.NEVER;
  }
  return e164;
});

const ZCustomerBodySchema = z
  .strictObject({
    nombre: ZRequiredTextSchema('Introduzca el nombre del cliente').max(CUSTOMER_LIMITS.nombre, {
      error: tooLong(CUSTOMER_LIMITS.nombre),
    }),
    documento: optionalText(CUSTOMER_LIMITS.documento).default(null),
    tipoDocumento: optionalText(20).default(null),
    telefonosContacto: z
      .array(ZPhoneSchema)
      .max(CUSTOMER_LIMITS.telefonos, { error: PHONE_MESSAGES.tooMany })
      .default([])
      .transform((phones) => [...new Set(phones)]),
    email: z
      .union([
        z.literal(''),
        z
          .email({ error: 'Email no válido' })
          .max(CUSTOMER_LIMITS.email, { error: tooLong(CUSTOMER_LIMITS.email) }),
      ])
      .nullish()
      .transform((v) => (v ? v.toLowerCase() : null)),
    origenBbdd: ZIdSchema.nullish().default(null),
    segmento: z.enum(SEGMENT_VALUES, { error: 'Segmento no válido' }).nullish().default(null),
    ispActual: optionalText(CUSTOMER_LIMITS.ispActual).default(null),
    razonNoInteresado: optionalText(CUSTOMER_LIMITS.razonNoInteresado).default(null),
    direccion: z
      .strictObject({
        direccion: optionalText(CUSTOMER_LIMITS.direccion),
        cp: ZBlankToNullSchema.refine((v) => v === null || isSpanishPostalCode(v), {
          error: POSTAL_CODE_MESSAGE,
        }),
        localidad: optionalText(CUSTOMER_LIMITS.localidad),
      })
      .default({ direccion: null, cp: null, localidad: null }),
    comercial: ZIdSchema.nullish().default(null),
    fechaContacto: ZIsoDateTimeSchema.nullish().default(null),
    notas: optionalText(CUSTOMER_LIMITS.notas).default(null),
  })
  .transform((body, ctx) => {
    const check = checkDocumento(body.documento, body.tipoDocumento);
    if (!check.ok) {
      ctx.addIssue({ code: 'custom', path: [check.field], message: check.message });
      return z.NEVER;
    }
    return { ...body, documento: check.documento, tipoDocumento: check.tipoDocumento };
  });

/** POST /api/clientes/entradas/ body. */
export const ZCreateCustomerRequestSchema = z.preprocess(
  normaliseCustomerSave,
  ZCustomerBodySchema,
);
export type TCreateCustomerRequest = z.infer<typeof ZCreateCustomerRequestSchema>;

/** PUT /api/clientes/entradas/{id}/ body: the same form. */
export const ZUpdateCustomerRequestSchema = ZCreateCustomerRequestSchema;
export type TUpdateCustomerRequest = TCreateCustomerRequest;
