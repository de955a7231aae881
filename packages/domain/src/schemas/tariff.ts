import { z } from 'zod';
import {
  DEFAULT_DATA_UNIT,
  DEFAULT_SPEED_UNIT,
  MINUTES_UNIT,
  TARIFF_CATEGORY_VALUES,
  type TariffCategory,
} from '../catalogues/offer-options';
import { ZIdSchema, ZMoneySchema, ZRequiredTextSchema } from './common';
import { isPlainRecord, type PlainRecord } from './normalise';

const ZAmountSchema = z.number().nonnegative();
const ZSpeedSchema = z.strictObject({
  unit: z.enum(['Mb', 'Gb']).default(DEFAULT_SPEED_UNIT),
  amount: ZAmountSchema,
});
const ZDataSchema = z.strictObject({
  unit: z.enum(['MB', 'GB', 'ILIMITADOS']).default(DEFAULT_DATA_UNIT),
  amount: ZAmountSchema,
});
const ZMinutesSchema = z.strictObject({
  unit: z.literal(MINUTES_UNIT).default(MINUTES_UNIT),
  amount: ZAmountSchema,
});

export const ZFixedLineInfoSchema = z.strictObject({
  type: z.string().trim().min(1),
  owners: z.number().int().min(0).default(1),
  upload_speed: ZSpeedSchema,
  download_speed: ZSpeedSchema,
  voice_to_fixed: ZAmountSchema.default(0),
  voice_to_mobile: ZAmountSchema.default(0),
});

export const ZMobileLineInfoSchema = z.strictObject({
  mobile_line_data: ZDataSchema,
  mobile_line_voice: ZMinutesSchema,
  voice_to_foreign: ZAmountSchema.optional(),
});

export const FIXED_LINE_CATEGORIES: readonly TariffCategory[] = [
  'fixed_line',
  'mobile_fixed_line',
  'convergent',
];
export const MOBILE_LINE_CATEGORIES: readonly TariffCategory[] = ['mobile_line', 'convergent'];

/**
 * Tariff payload rules (spec section 5): fixed-line data only for fixed_line,
 * mobile_fixed_line and convergent; mobile data only for mobile_line and
 * convergent; foreign minutes only when non-zero.
 */
export function normaliseTariffPayload(input: unknown): unknown {
  if (!isPlainRecord(input)) return input;
  const category = input['category'] as TariffCategory;
  const out: PlainRecord = { ...input };
  delete out['id'];
  if (!FIXED_LINE_CATEGORIES.includes(category)) delete out['fixed_line_info'];
  if (!MOBILE_LINE_CATEGORIES.includes(category)) delete out['mobile_line_info'];
  const mobile = out['mobile_line_info'];
  if (isPlainRecord(mobile) && !Number(mobile['voice_to_foreign'])) {
    const { voice_to_foreign: _foreign, ...rest } = mobile;
    out['mobile_line_info'] = rest;
  }
  return out;
}

const tariffFields = {
  category: z.enum(TARIFF_CATEGORY_VALUES, { error: 'Categoría no válida' }),
  color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'Color no válido' })
    .nullish()
    .default(null),
  commercial_enrichment: ZMoneySchema.nullish().default(null),
  description_file: z.string().nullish().default(null),
  name: ZRequiredTextSchema('Introduzca el nombre de la tarifa'),
  payment_type: z.string().trim().min(1).default('POSPAGO'),
  price_value: ZMoneySchema,
  is_active: z.boolean().default(true),
  operator: ZRequiredTextSchema('Seleccione el operador'),
  segment: ZRequiredTextSchema('Seleccione el segmento'),
  promotions: z.array(ZIdSchema).default([]),
  additional_lines: z.array(ZIdSchema).default([]),
  svas: z.array(ZIdSchema).default([]),
  fixed_line_info: ZFixedLineInfoSchema.optional(),
  mobile_line_info: ZMobileLineInfoSchema.optional(),
};

const ZTariffBodySchema = z.strictObject(tariffFields).superRefine((tariff, ctx) => {
  if (FIXED_LINE_CATEGORIES.includes(tariff.category) && !tariff.fixed_line_info) {
    ctx.addIssue({
      code: 'custom',
      path: ['fixed_line_info'],
      message: 'Faltan los datos de la línea fija',
    });
  }
  if (MOBILE_LINE_CATEGORIES.includes(tariff.category) && !tariff.mobile_line_info) {
    ctx.addIssue({
      code: 'custom',
      path: ['mobile_line_info'],
      message: 'Faltan los datos de la línea móvil',
    });
  }
});

/** POST /api/servicios/tarifas/ and PUT {id}/ body. */
export const ZCreateTariffRequestSchema = z.preprocess(normaliseTariffPayload, ZTariffBodySchema);
export type TCreateTariffRequest = z.infer<typeof ZCreateTariffRequestSchema>;
export const ZUpdateTariffRequestSchema = ZCreateTariffRequestSchema;
export type TUpdateTariffRequest = TCreateTariffRequest;

/** Tariff as the server answers it. */
export const ZTariffSchema = z.object({ ...tariffFields, id: ZIdSchema });
export type TTariff = z.infer<typeof ZTariffSchema>;
