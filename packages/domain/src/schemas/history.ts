import { z } from 'zod';
import { ZIdSchema, ZMoneySchema } from './common';
import { dropNullKeys, isPlainRecord } from './normalise';

/** "Null-valued keys are dropped before price and upfront history saves." */
const withoutNullKeys = (v: unknown) => (isPlainRecord(v) ? dropNullKeys(v) : v);

const priceHistoryFields = {
  price: ZMoneySchema,
  object_id: ZIdSchema,
  is_active: z.boolean().default(true),
};
export const ZCreatePriceHistoryRequestSchema = z.preprocess(
  withoutNullKeys,
  z.strictObject(priceHistoryFields),
);
export type TCreatePriceHistoryRequest = z.infer<typeof ZCreatePriceHistoryRequestSchema>;
export const ZUpdatePriceHistoryRequestSchema = z.preprocess(
  withoutNullKeys,
  z.strictObject(priceHistoryFields).partial(),
);
export type TUpdatePriceHistoryRequest = z.infer<typeof ZUpdatePriceHistoryRequestSchema>;
export const ZPriceHistorySchema = z.object({ ...priceHistoryFields, id: ZIdSchema });
export type TPriceHistory = z.infer<typeof ZPriceHistorySchema>;

const upfrontFields = {
  upfront: ZMoneySchema,
  familia_objetivo: ZIdSchema,
  tipo: z.string().trim().min(1),
  object_id: ZIdSchema,
  /** The catalogue model the upfront belongs to (tarifa, adicional, sva...). */
  content_type: z.string().trim().min(1),
  is_active: z.boolean().default(true),
};
export const ZCreateUpfrontRequestSchema = z.preprocess(
  withoutNullKeys,
  z.strictObject(upfrontFields),
);
export type TCreateUpfrontRequest = z.infer<typeof ZCreateUpfrontRequestSchema>;
export const ZUpdateUpfrontRequestSchema = z.preprocess(
  withoutNullKeys,
  z.strictObject(upfrontFields).partial(),
);
export type TUpdateUpfrontRequest = z.infer<typeof ZUpdateUpfrontRequestSchema>;
export const ZUpfrontSchema = z.object({ ...upfrontFields, id: ZIdSchema });
export type TUpfront = z.infer<typeof ZUpfrontSchema>;
