import { z } from 'zod';
import { INSTALMENT_TYPES } from '../catalogues/offer-options';
import {
  ZOperatorField,
  ZPriceValidFromField,
  boundedMoney,
  optionField,
} from '../catalogue/fields';
import { instalmentPlanMismatch } from '../catalogue/instalment-plan';
import { MAX_DEVICE_PRICE, MAX_INSTALMENT_MONTHS } from '../catalogue/limits';
import { ZIdSchema, ZIsoDateTimeSchema, ZMoneyOutSchema, ZRequiredTextSchema } from './common';
import { ZNextPriceSchema } from './tariff';

/** Device (terminal): POST /api/servicios/terminales/ and PUT {id}/ body. */
export const ZCreateDeviceRequestSchema = z.strictObject({
  name: ZRequiredTextSchema('Introduzca el nombre del terminal').pipe(z.string().max(200)),
  brand: ZRequiredTextSchema('Introduzca la marca').pipe(z.string().max(100)),
  description: z.string().max(2000).nullish().default(null),
  page_url: z.url({ error: 'URL no válida' }).max(500).nullish().default(null),
  /** Insurance that covers the device, if any. */
  seguro: ZIdSchema.nullish().default(null),
  price: boundedMoney(MAX_DEVICE_PRICE),
  price_valid_from: ZPriceValidFromField,
  /** Units in stock. */
  devices: z
    .number()
    .int()
    .min(0, { error: 'Las unidades no pueden ser negativas' })
    .max(1000000)
    .default(0),
  is_active: z.boolean().default(true),
  operator: ZOperatorField,
});
export type TCreateDeviceRequest = z.output<typeof ZCreateDeviceRequestSchema>;
export type TCreateDeviceInput = z.input<typeof ZCreateDeviceRequestSchema>;
export const ZDeviceSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  brand: z.string(),
  description: z.string().nullable(),
  page_url: z.string().nullable(),
  seguro: z.number().nullable(),
  price: ZMoneyOutSchema,
  next_price: ZNextPriceSchema.nullable(),
  devices: z.number(),
  is_active: z.boolean(),
  operator: z.string(),
  created_on: ZIsoDateTimeSchema,
  updated_on: ZIsoDateTimeSchema,
});
export type TDevice = z.infer<typeof ZDeviceSchema>;

/** What an instalment plan belongs to: a tariff or an additional line (the spec's object_id). */
export const INSTALMENT_OBJECT_TYPES = ['tariff', 'additional_line'] as const;
export type InstalmentObjectType = (typeof INSTALMENT_OBJECT_TYPES)[number];

/** Instalment: POST /api/servicios/installment/ and PUT {id}/ body (the terminal by id). */
export const ZCreateInstalmentRequestSchema = z
  .strictObject({
    initial_price: boundedMoney(MAX_DEVICE_PRICE).default('0.00'),
    month_price: boundedMoney(MAX_DEVICE_PRICE),
    /** Missing: initial + months × month price when months is given, else 0. */
    final_price: boundedMoney(MAX_DEVICE_PRICE).nullish(),
    /** Number of monthly payments, when known. */
    months: z
      .number()
      .int()
      .min(1)
      .max(MAX_INSTALMENT_MONTHS, { error: 'Plazos fuera de rango' })
      .nullish(),
    /** The tariff (or additional line, see object_type) the plan belongs to. */
    object_id: ZIdSchema,
    object_type: z
      .enum(INSTALMENT_OBJECT_TYPES, { error: 'Tipo de objeto no válido' })
      .default('tariff'),
    installment_type: optionField(
      INSTALMENT_TYPES,
      'Indique el tipo de pago',
      'Tipo de pago no válido',
    ).default('MONTHLY'),
    is_active: z.boolean().default(true),
    terminal: ZIdSchema,
    price_valid_from: ZPriceValidFromField,
  })
  .superRefine((plan, ctx) => {
    const mismatch = instalmentPlanMismatch(plan);
    if (mismatch) ctx.addIssue({ code: 'custom', path: ['final_price'], message: mismatch });
  });
export type TCreateInstalmentRequest = z.output<typeof ZCreateInstalmentRequestSchema>;
export type TCreateInstalmentInput = z.input<typeof ZCreateInstalmentRequestSchema>;
export const ZInstalmentSchema = z.object({
  id: ZIdSchema,
  initial_price: ZMoneyOutSchema,
  month_price: ZMoneyOutSchema,
  final_price: ZMoneyOutSchema,
  months: z.number().nullable(),
  next_price: ZNextPriceSchema.nullable(),
  object_id: z.number(),
  object_type: z.string(),
  tariff_name: z.string(),
  terminal__id: z.number(),
  terminal__name: z.string(),
  installment_type: z.string(),
  is_active: z.boolean(),
  created_on: ZIsoDateTimeSchema,
  updated_on: ZIsoDateTimeSchema,
});
export type TInstalment = z.infer<typeof ZInstalmentSchema>;

/** GET /api/servicios/terminales/ filters. */
export const ZDeviceQuerySchema = z.object({
  is_active: z
    .enum(['0', '1', 'true', 'false', 'True', 'False'], { error: 'Use 1 o 0' })
    .transform((v) => v === '1' || v.toLowerCase() === 'true')
    .optional(),
  default: z
    .enum(['0', '1', 'true', 'false', 'True', 'False'], { error: 'Use 1 o 0' })
    .transform((v) => v === '1' || v.toLowerCase() === 'true')
    .optional(),
  operator: z.string().trim().max(100).optional(),
  segment: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1, { error: 'La página debe ser 1 o mayor.' }).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(200).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
});
export type TDeviceQuery = z.output<typeof ZDeviceQuerySchema>;

/** GET /api/servicios/installment/ filters. */
export const ZInstalmentQuerySchema = z.object({
  is_active: ZDeviceQuerySchema.shape.is_active,
  /** The device (terminal) id. */
  terminal: z.coerce.number().int().positive().optional(),
  object_id: z.coerce.number().int().positive().optional(),
  object_type: z.enum(INSTALMENT_OBJECT_TYPES, { error: 'Tipo de objeto no válido' }).optional(),
  page: ZDeviceQuerySchema.shape.page,
  itemsPerPage: ZDeviceQuerySchema.shape.itemsPerPage,
  page_size: ZDeviceQuerySchema.shape.page_size,
});
export type TInstalmentQuery = z.output<typeof ZInstalmentQuerySchema>;
