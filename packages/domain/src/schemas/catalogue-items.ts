import { z } from 'zod';
import {
  ZFee4Schema,
  ZIdSchema,
  ZIsoDateTimeSchema,
  ZMoneySchema,
  ZRequiredTextSchema,
} from './common';

/** Catalogue entries of spec section 3. Each has a request body and a response shape with id. */

const name = (message: string) => ZRequiredTextSchema(message);
const ids = z.array(ZIdSchema).default([]);

const additionalLineFields = {
  max_number: z.number().int().min(0).default(0),
  name: name('Introduzca el nombre de la línea adicional'),
  promotions: ids,
  operator: name('Seleccione el operador'),
  segment: name('Seleccione el segmento'),
  is_active: z.boolean().default(true),
  price_value: ZMoneySchema,
  /** "Additional-line base fee is sent with 4 decimals." */
  mobile_line_info: z.strictObject({ price: z.strictObject({ base_fee: ZFee4Schema }) }),
};
export const ZCreateAdditionalLineRequestSchema = z.strictObject(additionalLineFields);
export type TCreateAdditionalLineRequest = z.infer<typeof ZCreateAdditionalLineRequestSchema>;
export const ZAdditionalLineSchema = z.object({ ...additionalLineFields, id: ZIdSchema });
export type TAdditionalLine = z.infer<typeof ZAdditionalLineSchema>;

const svaFields = {
  name: name('Introduzca el nombre del SVA'),
  price_value: ZMoneySchema,
  image: z.string().nullish().default(null),
  more_info: z.string().nullish().default(null),
  permanence: z.number().int().min(0).default(0),
  is_active: z.boolean().default(true),
  operator: name('Seleccione el operador'),
  segment: name('Seleccione el segmento'),
  promotions: ids,
};
export const ZCreateSvaRequestSchema = z.strictObject(svaFields);
export type TCreateSvaRequest = z.infer<typeof ZCreateSvaRequestSchema>;
export const ZSvaSchema = z.object({ ...svaFields, id: ZIdSchema });
export type TSva = z.infer<typeof ZSvaSchema>;

const promotionFields = {
  name: name('Introduzca el nombre de la promoción'),
  is_active: z.boolean().default(true),
  duration: z.number().int().min(0),
  duration_unit: z.string().trim().min(1).default('MONTHS'),
  /** Euros (MONETARY) or a percentage (PERCENTS), 2 decimals. */
  amount: ZMoneySchema,
  amount_unit: z.enum(['MONETARY', 'PERCENTS'], { error: 'Unidad no válida' }),
  priority_order: z.number().int().min(0).default(0),
  operator: name('Seleccione el operador'),
  tariffs: ids,
};
export const ZCreatePromotionRequestSchema = z
  .strictObject(promotionFields)
  .refine((p) => p.amount_unit !== 'PERCENTS' || Number(p.amount) <= 100, {
    error: 'Un porcentaje no puede superar 100',
    path: ['amount'],
  });
export type TCreatePromotionRequest = z.infer<typeof ZCreatePromotionRequestSchema>;
export const ZPromotionSchema = z.object({ ...promotionFields, id: ZIdSchema });
export type TPromotion = z.infer<typeof ZPromotionSchema>;

const insuranceFields = {
  name: name('Introduzca el nombre del seguro'),
  operator: name('Seleccione el operador'),
  is_active: z.boolean().default(true),
  price: ZMoneySchema,
  tramo: z.string().trim().nullish().default(null),
};
export const ZCreateInsuranceRequestSchema = z.strictObject(insuranceFields);
export type TCreateInsuranceRequest = z.infer<typeof ZCreateInsuranceRequestSchema>;
export const ZInsuranceSchema = z.object({ ...insuranceFields, id: ZIdSchema });
export type TInsurance = z.infer<typeof ZInsuranceSchema>;

const procedureFields = {
  name: name('Introduzca el nombre de la gestión'),
  operator: name('Seleccione el operador'),
  tipo_gestion: name('Indique el tipo de gestión'),
  is_active: z.boolean().default(true),
};
export const ZCreateProcedureRequestSchema = z.strictObject(procedureFields);
export type TCreateProcedureRequest = z.infer<typeof ZCreateProcedureRequestSchema>;
export const ZProcedureSchema = z.object({ ...procedureFields, id: ZIdSchema });
export type TProcedure = z.infer<typeof ZProcedureSchema>;

export const ZCreateDatabaseOriginRequestSchema = z.strictObject({
  nombre: name('Introduzca el nombre del origen'),
});
export type TCreateDatabaseOriginRequest = z.infer<typeof ZCreateDatabaseOriginRequestSchema>;
export const ZDatabaseOriginSchema = z.object({
  id: ZIdSchema,
  nombre: z.string(),
  timestamp: ZIsoDateTimeSchema,
});
export type TDatabaseOrigin = z.infer<typeof ZDatabaseOriginSchema>;

export const ZCreateObjectiveTypeRequestSchema = z.strictObject({
  nombre: name('Introduzca el nombre del tipo de objetivo'),
});
export type TCreateObjectiveTypeRequest = z.infer<typeof ZCreateObjectiveTypeRequestSchema>;
export const ZObjectiveTypeSchema = z.object({ id: ZIdSchema, nombre: z.string() });
export type TObjectiveType = z.infer<typeof ZObjectiveTypeSchema>;

/** Catalogue list filters (defaults operator, category, segment, is_active, payment_type). */
export const ZCatalogueQuerySchema = z.object({
  default: z.enum(['0', '1']).optional(),
  is_active: z.enum(['0', '1']).optional(),
  operator: z.string().trim().min(1).optional(),
  category: z.string().trim().min(1).optional(),
  segment: z.string().trim().min(1).optional(),
  payment_type: z.string().trim().min(1).optional(),
  page: z.coerce.number().int().positive().optional(),
  itemsPerPage: z.coerce.number().int().positive().max(200).optional(),
});
export type TCatalogueQuery = z.infer<typeof ZCatalogueQuerySchema>;
