import { z } from 'zod';
import { SEGMENT_VALUES } from '../catalogues/segments';
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

const ZPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{6,20}$/, { error: 'Teléfono no válido' })
  .transform((v) => v.replace(/\s+/g, ''));

const ZCustomerBodySchema = z.strictObject({
  nombre: ZRequiredTextSchema('Introduzca el nombre del cliente'),
  documento: z.string().trim().nullish().default(null),
  tipoDocumento: ZBlankToNullSchema.default(null),
  telefonosContacto: z.array(ZPhoneSchema).default([]),
  email: z
    .union([z.literal(''), z.email({ error: 'Email no válido' })])
    .nullish()
    .transform((v) => (v ? v : null)),
  origenBbdd: ZIdSchema.nullish().default(null),
  segmento: z.enum(SEGMENT_VALUES, { error: 'Segmento no válido' }).nullish().default(null),
  ispActual: ZBlankToNullSchema.default(null),
  razonNoInteresado: ZBlankToNullSchema.default(null),
  direccion: z
    .strictObject({
      direccion: ZBlankToNullSchema,
      cp: ZBlankToNullSchema.refine((v) => v === null || /^\d{5}$/.test(v), {
        error: 'Código postal no válido',
      }),
      localidad: ZBlankToNullSchema,
    })
    .default({ direccion: null, cp: null, localidad: null }),
  comercial: ZIdSchema.nullish().default(null),
  fechaContacto: ZIsoDateTimeSchema.nullish().default(null),
  notas: ZBlankToNullSchema.default(null),
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
