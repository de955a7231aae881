import { z } from 'zod';
import { PROCEDURE_TYPES } from '../catalogues/account-options';
import {
  DATA_UNITS,
  DEFAULT_DATA_UNIT,
  DURATION_UNITS,
  MINUTES_UNIT,
} from '../catalogues/offer-options';
import {
  ZLinkedIdsField,
  ZOperatorField,
  ZPriceValidFromField,
  ZSegmentField,
  boundedFee4,
  boundedMoney,
  lineAmount,
  optionField,
} from '../catalogue/fields';
import { MAX_LINE_AMOUNT, MAX_MONTHLY_PRICE } from '../catalogue/limits';
import { PRICED_CONTENT_TYPES } from '../catalogue/content-types';
import { ZIdSchema, ZIsoDateTimeSchema, ZMoneyOutSchema, ZRequiredTextSchema } from './common';
import { ZNextPriceSchema } from './tariff';

/** Catalogue entries of spec section 3: request bodies (server rules) and answers. */

const name = (message: string) => ZRequiredTextSchema(message).pipe(z.string().max(200));
const timestamps = { created_on: ZIsoDateTimeSchema, updated_on: ZIsoDateTimeSchema };

// ---------------------------------------------------------------- additional lines
const dataUnit = optionField(DATA_UNITS, 'Indique la unidad', 'Unidad de datos no válida');
export const ZAdditionalLineInfoSchema = z.strictObject({
  /** "Additional-line base fee is sent with 4 decimals." */
  price: z.strictObject({ base_fee: boundedFee4(MAX_MONTHLY_PRICE) }),
  mobile_line_data: z
    .strictObject({
      unit: dataUnit.default(DEFAULT_DATA_UNIT),
      amount: lineAmount(MAX_LINE_AMOUNT).nullable(),
    })
    .optional(),
  mobile_line_voice: z
    .strictObject({
      unit: z.literal(MINUTES_UNIT, { error: 'Unidad de minutos no válida' }).default(MINUTES_UNIT),
      amount: lineAmount(MAX_LINE_AMOUNT).nullable(),
    })
    .optional(),
});

export const ZCreateAdditionalLineRequestSchema = z.strictObject({
  max_number: z
    .number()
    .int()
    .min(1, { error: 'Debe permitir al menos una línea' })
    .max(50)
    .default(1),
  name: name('Introduzca el nombre de la línea adicional'),
  promotions: ZLinkedIdsField,
  operator: ZOperatorField,
  segment: ZSegmentField,
  is_active: z.boolean().default(true),
  price_value: boundedMoney(MAX_MONTHLY_PRICE),
  /** From when the new base fee applies (a future date schedules the change). */
  price_valid_from: ZPriceValidFromField,
  mobile_line_info: ZAdditionalLineInfoSchema,
});
export type TCreateAdditionalLineRequest = z.output<typeof ZCreateAdditionalLineRequestSchema>;
export type TCreateAdditionalLineInput = z.input<typeof ZCreateAdditionalLineRequestSchema>;
export const ZAdditionalLineSchema = z.object({
  id: ZIdSchema,
  max_number: z.number(),
  name: z.string(),
  promotions: z.array(z.number()),
  operator: z.string(),
  segment: z.string(),
  is_active: z.boolean(),
  price_value: ZMoneyOutSchema,
  mobile_line_info: z.object({
    /** The base fee in force now, 4 decimals. */
    price: z.object({ base_fee: z.string() }),
    mobile_line_data: z.object({ unit: z.string(), amount: z.number().nullable() }),
    mobile_line_voice: z.object({ unit: z.string(), amount: z.number().nullable() }),
  }),
  next_price: ZNextPriceSchema.nullable(),
  ...timestamps,
});
export type TAdditionalLine = z.infer<typeof ZAdditionalLineSchema>;

// ---------------------------------------------------------------- SVAs
export const ZCreateSvaRequestSchema = z.strictObject({
  name: name('Introduzca el nombre del SVA'),
  price_value: boundedMoney(MAX_MONTHLY_PRICE),
  price_valid_from: ZPriceValidFromField,
  image: z.string().max(500).nullish().default(null),
  more_info: z.string().max(2000).nullish().default(null),
  permanence: z.number().int().min(0).max(60, { error: 'Permanencia fuera de rango' }).default(0),
  is_active: z.boolean().default(true),
  operator: ZOperatorField,
  segment: ZSegmentField,
  promotions: ZLinkedIdsField,
});
export type TCreateSvaRequest = z.output<typeof ZCreateSvaRequestSchema>;
export type TCreateSvaInput = z.input<typeof ZCreateSvaRequestSchema>;
export const ZSvaSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  price_value: ZMoneyOutSchema,
  next_price: ZNextPriceSchema.nullable(),
  image: z.string().nullable(),
  more_info: z.string().nullable(),
  permanence: z.number(),
  is_active: z.boolean(),
  operator: z.string(),
  segment: z.string(),
  promotions: z.array(z.number()),
  ...timestamps,
});
export type TSva = z.infer<typeof ZSvaSchema>;

// ---------------------------------------------------------------- promotions
export const ZCreatePromotionRequestSchema = z
  .strictObject({
    name: name('Introduzca el nombre de la promoción'),
    is_active: z.boolean().default(true),
    /** Null for a permanent promotion. */
    duration: z
      .number()
      .int()
      .min(1, { error: 'La duración debe ser de al menos 1' })
      .max(120)
      .nullable(),
    duration_unit: optionField(
      DURATION_UNITS,
      'Indique la unidad',
      'Unidad de duración no válida',
    ).default('MONTHS'),
    /** Euros (MONETARY) or a percentage (PERCENTS), 2 decimals. */
    amount: boundedMoney(MAX_MONTHLY_PRICE),
    amount_unit: z.enum(['MONETARY', 'PERCENTS'], {
      error: (i) => (i.input === undefined ? 'Indique la unidad' : 'Unidad no válida'),
    }),
    priority_order: z.number().int().min(0).max(1000).default(0),
    operator: ZOperatorField,
    tariffs: ZLinkedIdsField,
  })
  .superRefine((p, ctx) => {
    if (p.amount_unit === 'PERCENTS' && Number(p.amount) > 100)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Un porcentaje no puede superar 100',
      });
    if (p.duration_unit === 'PERMANENT' && p.duration !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['duration'],
        message: 'Una promoción permanente no lleva duración',
      });
    if (p.duration_unit !== 'PERMANENT' && p.duration === null)
      ctx.addIssue({ code: 'custom', path: ['duration'], message: 'Indique la duración' });
  });
export type TCreatePromotionRequest = z.output<typeof ZCreatePromotionRequestSchema>;
export type TCreatePromotionInput = z.input<typeof ZCreatePromotionRequestSchema>;
export const ZPromotionSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  is_active: z.boolean(),
  duration: z.number().nullable(),
  duration_unit: z.string(),
  amount: ZMoneyOutSchema,
  amount_unit: z.string(),
  priority_order: z.number(),
  operator: z.string(),
  tariffs: z.array(z.number()),
  ...timestamps,
});
export type TPromotion = z.infer<typeof ZPromotionSchema>;

// ---------------------------------------------------------------- insurances
export const ZCreateInsuranceRequestSchema = z.strictObject({
  name: name('Introduzca el nombre del seguro'),
  operator: ZOperatorField,
  is_active: z.boolean().default(true),
  price: boundedMoney(MAX_MONTHLY_PRICE),
  price_valid_from: ZPriceValidFromField,
  tramo: z.string().trim().max(100).nullish().default(null),
});
export type TCreateInsuranceRequest = z.output<typeof ZCreateInsuranceRequestSchema>;
export type TCreateInsuranceInput = z.input<typeof ZCreateInsuranceRequestSchema>;
export const ZInsuranceSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  operator: z.string(),
  is_active: z.boolean(),
  price: ZMoneyOutSchema,
  next_price: ZNextPriceSchema.nullable(),
  tramo: z.string().nullable(),
  ...timestamps,
});
export type TInsurance = z.infer<typeof ZInsuranceSchema>;

// ---------------------------------------------------------------- procedures (gestion)
export const ZCreateProcedureRequestSchema = z.strictObject({
  name: name('Introduzca el nombre de la gestión'),
  operator: ZOperatorField,
  tipo_gestion: optionField(
    PROCEDURE_TYPES,
    'Indique el tipo de gestión',
    'Tipo de gestión no válido',
  ),
  is_active: z.boolean().default(true),
});
export type TCreateProcedureRequest = z.output<typeof ZCreateProcedureRequestSchema>;
export const ZProcedureSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  operator: z.string(),
  tipo_gestion: z.string(),
  is_active: z.boolean(),
  ...timestamps,
});
export type TProcedure = z.infer<typeof ZProcedureSchema>;

// ---------------------------------------------------------------- database origins, objective types
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

// ---------------------------------------------------------------- list filters
const flag = z
  .enum(['0', '1', 'true', 'false', 'True', 'False'], { error: 'Use 1 o 0' })
  .transform((v) => v === '1' || v.toLowerCase() === 'true');
const text = z.string().trim().max(100);

/** Catalogue list filters (defaults operator, category, segment, is_active, payment_type). */
export const ZCatalogueQuerySchema = z.object({
  /** 1: the configurator's list — every match, not paged. */
  default: flag.optional(),
  is_active: flag.optional(),
  operator: text.optional(),
  category: text.optional(),
  segment: text.optional(),
  payment_type: text.optional(),
  /** Top-bar text search (name). */
  search: text.optional(),
  page: z.coerce.number().int().min(1, { error: 'La página debe ser 1 o mayor.' }).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(200).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
});
export type TCatalogueQuery = z.output<typeof ZCatalogueQuerySchema>;

export const ZPriceHistoryQuerySchema = ZCatalogueQuerySchema.pick({
  is_active: true,
  search: true,
  page: true,
  itemsPerPage: true,
  page_size: true,
}).extend({
  content_type: z.enum(PRICED_CONTENT_TYPES, { error: 'Tipo de objeto no válido' }).optional(),
  object_id: z.coerce.number().int().positive().optional(),
});
export type TPriceHistoryQuery = z.output<typeof ZPriceHistoryQuerySchema>;

export const ZUpfrontQuerySchema = ZPriceHistoryQuerySchema.extend({
  familia_objetivo: z.coerce.number().int().positive().optional(),
  tipo: text.optional(),
});
export type TUpfrontQuery = z.output<typeof ZUpfrontQuerySchema>;

/** The answer of DELETE on a catalogue item: removed, or kept inactive because offers use it. */
export const ZCatalogueDeleteResultSchema = z.object({
  deleted: z.boolean(),
  deactivated: z.boolean(),
  detail: z.string(),
});
export type TCatalogueDeleteResult = z.infer<typeof ZCatalogueDeleteResultSchema>;

/** Drop-down entries (id + name, with what the configurator needs to filter). */
export const ZDropDownItemSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  type: z.string(),
  operator: z.string(),
  segment: z.string().nullable(),
});
export type TDropDownItem = z.infer<typeof ZDropDownItemSchema>;
