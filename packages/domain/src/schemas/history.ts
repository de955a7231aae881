import { z } from 'zod';
import { PRICED_CONTENT_TYPES, type PricedContentType } from '../catalogue/content-types';
import { boundedFee4 } from '../catalogue/fields';
import {
  ZDateOrDateTimeSchema,
  ZIdSchema,
  ZIsoDateTimeSchema,
  ZMoneyOutSchema,
  ZSignedAmountSchema,
} from './common';
import { dropNullKeys, isPlainRecord } from './normalise';

/** Price history and upfront history of catalogue objects (spec section 3). */

/** Spanish names the forms may send for a content type. */
const CONTENT_TYPE_ALIASES: Record<string, PricedContentType> = {
  tarifa: 'tariff',
  adicional: 'additional_line',
  linea_adicional: 'additional_line',
  promocion: 'promotion',
  seguro: 'insurance',
  terminal: 'device',
  plazo: 'instalment',
  installment: 'instalment',
};
const ZContentTypeField = z.preprocess(
  (v) => (typeof v === 'string' ? (CONTENT_TYPE_ALIASES[v.trim().toLowerCase()] ?? v.trim()) : v),
  z.enum(PRICED_CONTENT_TYPES, {
    error: (i) =>
      i.input === undefined ? 'Indique el tipo de objeto' : 'Tipo de objeto no válido',
  }),
);
/** "Null-valued keys are dropped before price and upfront history saves." */
const withoutNullKeys = (input: unknown) => (isPlainRecord(input) ? dropNullKeys(input) : input);

export const ZCreatePriceHistoryRequestSchema = z.preprocess(
  withoutNullKeys,
  z.strictObject({
    /** 4 decimals are kept (additional-line fees); other objects are rounded to 2 on read. */
    price: boundedFee4(100000),
    object_id: ZIdSchema,
    /** The spec's form sends price, object_id and is_active: the object is a tariff by default. */
    content_type: ZContentTypeField.default('tariff'),
    is_active: z.boolean().default(true),
    /** From when the price applies; missing = now. */
    valid_from: ZDateOrDateTimeSchema.optional(),
  }),
);
export type TCreatePriceHistoryRequest = z.output<typeof ZCreatePriceHistoryRequestSchema>;
export const ZPriceHistorySchema = z.object({
  id: ZIdSchema,
  price: z.string(),
  object_id: z.number(),
  content_type: z.string(),
  object_name: z.string().nullable(),
  is_active: z.boolean(),
  valid_from: ZIsoDateTimeSchema,
  created_on: ZIsoDateTimeSchema,
});
export type TPriceHistory = z.infer<typeof ZPriceHistorySchema>;

export const ZCreateUpfrontRequestSchema = z.preprocess(
  withoutNullKeys,
  z.strictObject({
    upfront: ZSignedAmountSchema.refine((v) => Math.abs(Number(v)) <= 100000, {
      error: 'Importe fuera de rango',
    }),
    /** The objective family (objective type id). */
    familia_objetivo: ZIdSchema.optional(),
    /** Kind of sale the upfront applies to (e.g. ALTA_NUEVA, PORTABILIDAD). */
    tipo: z.string().trim().min(1).max(50).optional(),
    object_id: ZIdSchema,
    content_type: ZContentTypeField,
    is_active: z.boolean().default(true),
  }),
);
export type TCreateUpfrontRequest = z.output<typeof ZCreateUpfrontRequestSchema>;
export const ZUpfrontSchema = z.object({
  id: ZIdSchema,
  upfront: ZMoneyOutSchema,
  familia_objetivo: z.number().nullable(),
  familia_objetivo_nombre: z.string().nullable(),
  tipo: z.string().nullable(),
  object_id: z.number(),
  content_type: z.string(),
  object_name: z.string().nullable(),
  is_active: z.boolean(),
  created_on: ZIsoDateTimeSchema,
});
export type TUpfront = z.infer<typeof ZUpfrontSchema>;

/** PUT bodies: the same fields, all optional (null keys dropped). */
export const ZUpdatePriceHistoryRequestSchema = z.preprocess(
  withoutNullKeys,
  z.strictObject({
    price: boundedFee4(100000).optional(),
    is_active: z.boolean().optional(),
    valid_from: ZDateOrDateTimeSchema.optional(),
  }),
);
export type TUpdatePriceHistoryRequest = z.output<typeof ZUpdatePriceHistoryRequestSchema>;
export const ZUpdateUpfrontRequestSchema = z.preprocess(
  withoutNullKeys,
  z.strictObject({
    upfront: ZSignedAmountSchema.refine((v) => Math.abs(Number(v)) <= 100000, {
      error: 'Importe fuera de rango',
    }).optional(),
    familia_objetivo: ZIdSchema.optional(),
    tipo: z.string().trim().min(1).max(50).optional(),
    is_active: z.boolean().optional(),
  }),
);
export type TUpdateUpfrontRequest = z.output<typeof ZUpdateUpfrontRequestSchema>;
