import { z } from 'zod';
import {
  DATA_UNITS,
  DEFAULT_DATA_UNIT,
  DEFAULT_SPEED_UNIT,
  FIXED_LINE_TYPES,
  MINUTES_UNIT,
  PAYMENT_TYPES,
  SPEED_UNITS,
  TARIFF_CATEGORY_VALUES,
  type TariffCategory,
} from '../catalogues/offer-options';
import {
  ZLinkedIdsField,
  ZOperatorField,
  ZPriceValidFromField,
  ZSegmentField,
  boundedMoney,
  lineAmount,
  optionField,
} from '../catalogue/fields';
import { MAX_LINE_AMOUNT, MAX_MONTHLY_PRICE, MAX_SPEED_AMOUNT } from '../catalogue/limits';
import { ZIdSchema, ZIsoDateTimeSchema, ZMoneyOutSchema, ZRequiredTextSchema } from './common';
import { isPlainRecord, type PlainRecord } from './normalise';

const speedUnit = optionField(SPEED_UNITS, 'Indique la unidad', 'Unidad de velocidad no válida');
const dataUnit = optionField(DATA_UNITS, 'Indique la unidad', 'Unidad de datos no válida');
const minutesUnit = z.literal(MINUTES_UNIT, { error: 'Unidad de minutos no válida' });
/** Minutes: a number, or null for unlimited. */
const minutes = lineAmount(MAX_LINE_AMOUNT).int({ error: 'Indique minutos enteros' }).nullable();

const ZSpeedSchema = z.strictObject({
  unit: speedUnit.default(DEFAULT_SPEED_UNIT),
  amount: lineAmount(MAX_SPEED_AMOUNT),
});
const ZDataSchema = z.strictObject({
  unit: dataUnit.default(DEFAULT_DATA_UNIT),
  amount: lineAmount(MAX_LINE_AMOUNT),
});
const ZMinutesSchema = z.strictObject({
  unit: minutesUnit.default(MINUTES_UNIT),
  amount: minutes,
});

export const ZFixedLineInfoSchema = z.strictObject({
  type: optionField(FIXED_LINE_TYPES, 'Indique el tipo de línea fija', 'Tipo de línea no válido'),
  owners: z.number().int().min(0).max(100).default(1),
  upload_speed: ZSpeedSchema,
  download_speed: ZSpeedSchema,
  voice_to_fixed: minutes.default(0),
  voice_to_mobile: minutes.default(0),
});
export type TFixedLineInfo = z.output<typeof ZFixedLineInfoSchema>;

export const ZMobileLineInfoSchema = z
  .strictObject({
    mobile_line_data: ZDataSchema,
    mobile_line_voice: ZMinutesSchema,
    voice_to_foreign: lineAmount(MAX_LINE_AMOUNT)
      .int({ error: 'Indique minutos enteros' })
      .nullish(),
  })
  /** "Foreign minutes only when non-zero": 0 or null are dropped. */
  .transform(({ voice_to_foreign, ...rest }): typeof rest & { voice_to_foreign?: number } =>
    voice_to_foreign ? { ...rest, voice_to_foreign } : rest,
  );
export type TMobileLineInfo = z.output<typeof ZMobileLineInfoSchema>;

export const FIXED_LINE_CATEGORIES: readonly TariffCategory[] = [
  'fixed_line',
  'mobile_fixed_line',
  'convergent',
];
export const MOBILE_LINE_CATEGORIES: readonly TariffCategory[] = ['mobile_line', 'convergent'];
export const hasFixedLine = (category: string) =>
  (FIXED_LINE_CATEGORIES as readonly string[]).includes(category);
export const hasMobileLine = (category: string) =>
  (MOBILE_LINE_CATEGORIES as readonly string[]).includes(category);

/**
 * The client side of the tariff payload rules (spec section 5): fixed-line data only for
 * fixed_line, mobile_fixed_line and convergent; mobile data only for mobile_line and
 * convergent; foreign minutes only when non-zero. The web form sends what this leaves;
 * the server refuses line data that does not match the category.
 */
export function normaliseTariffPayload(input: unknown): unknown {
  if (!isPlainRecord(input)) return input;
  const category = String(input['category']);
  const out: PlainRecord = { ...input };
  delete out['id'];
  if (!hasFixedLine(category)) delete out['fixed_line_info'];
  if (!hasMobileLine(category)) delete out['mobile_line_info'];
  const mobile = out['mobile_line_info'];
  if (isPlainRecord(mobile) && !Number(mobile['voice_to_foreign'])) {
    const { voice_to_foreign: _foreign, ...rest } = mobile;
    out['mobile_line_info'] = rest;
  }
  return out;
}

const tariffFields = {
  category: z.enum(TARIFF_CATEGORY_VALUES, {
    error: (i) => (i.input === undefined ? 'Seleccione la categoría' : 'Categoría no válida'),
  }),
  color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'Color no válido' })
    .nullish()
    .default(null),
  commercial_enrichment: boundedMoney(MAX_MONTHLY_PRICE).nullish().default(null),
  description_file: z.string().max(500).nullish().default(null),
  name: ZRequiredTextSchema('Introduzca el nombre de la tarifa').pipe(z.string().max(200)),
  payment_type: optionField(
    PAYMENT_TYPES,
    'Seleccione el tipo de pago',
    'Tipo de pago no válido',
  ).default('POSPAGO'),
  price_value: boundedMoney(MAX_MONTHLY_PRICE),
  /** From when price_value applies (a future date schedules the change). */
  price_valid_from: ZPriceValidFromField,
  is_active: z.boolean().default(true),
  operator: ZOperatorField,
  segment: ZSegmentField,
  promotions: ZLinkedIdsField,
  additional_lines: ZLinkedIdsField,
  svas: ZLinkedIdsField,
  fixed_line_info: ZFixedLineInfoSchema.nullish(),
  mobile_line_info: ZMobileLineInfoSchema.nullish(),
};

/** Line data must match the category: required where it belongs, refused where it does not. */
const ZTariffBodySchema = z.strictObject(tariffFields).superRefine((tariff, ctx) => {
  const fixed = hasFixedLine(tariff.category);
  const mobile = hasMobileLine(tariff.category);
  if (fixed && !tariff.fixed_line_info)
    ctx.addIssue({
      code: 'custom',
      path: ['fixed_line_info'],
      message: 'Faltan los datos de la línea fija',
    });
  if (!fixed && tariff.fixed_line_info)
    ctx.addIssue({
      code: 'custom',
      path: ['fixed_line_info'],
      message: 'Esta categoría no lleva datos de línea fija',
    });
  if (mobile && !tariff.mobile_line_info)
    ctx.addIssue({
      code: 'custom',
      path: ['mobile_line_info'],
      message: 'Faltan los datos de la línea móvil',
    });
  if (!mobile && tariff.mobile_line_info)
    ctx.addIssue({
      code: 'custom',
      path: ['mobile_line_info'],
      message: 'Esta categoría no lleva datos de línea móvil',
    });
});

/**
 * POST /api/servicios/tarifas/ and PUT {id}/ body as the server checks it: line data that
 * does not match the category is refused (400), not silently dropped.
 */
export const ZSaveTariffRequestSchema = ZTariffBodySchema;
export type TCreateTariffRequest = z.output<typeof ZSaveTariffRequestSchema>;
export type TCreateTariffInput = z.input<typeof ZSaveTariffRequestSchema>;
export type TUpdateTariffRequest = TCreateTariffRequest;
/**
 * The client's tariff payload (the web form): the section 5 normalisation first (drops the
 * line data the category does not carry, zero foreign minutes), then the server's rules.
 */
export const ZCreateTariffRequestSchema = z.preprocess(normaliseTariffPayload, ZTariffBodySchema);
export const ZUpdateTariffRequestSchema = ZCreateTariffRequestSchema;
export const ZTariffFormSchema = ZCreateTariffRequestSchema;

/** A scheduled price change, shown next to the price in force. */
export const ZNextPriceSchema = z.object({ price: z.string(), valid_from: z.string() });
export type TNextPrice = z.infer<typeof ZNextPriceSchema>;

const ZSpeedOutSchema = z.object({ unit: z.string(), amount: z.number() });
export const ZFixedLineInfoOutSchema = z.object({
  type: z.string().nullable(),
  owners: z.number().nullable(),
  upload_speed: ZSpeedOutSchema,
  download_speed: ZSpeedOutSchema,
  voice_to_fixed: z.number().nullable(),
  voice_to_mobile: z.number().nullable(),
});
export const ZMobileLineInfoOutSchema = z.object({
  mobile_line_data: z.object({ unit: z.string(), amount: z.number().nullable() }),
  mobile_line_voice: z.object({ unit: z.string(), amount: z.number().nullable() }),
  voice_to_foreign: z.number().optional(),
});

/** Tariff as the server answers it (price_value: the price in force now). */
export const ZTariffSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  category: z.string(),
  color: z.string().nullable(),
  commercial_enrichment: ZMoneyOutSchema.nullable(),
  description_file: z.string().nullable(),
  payment_type: z.string(),
  price_value: ZMoneyOutSchema,
  next_price: ZNextPriceSchema.nullable(),
  is_active: z.boolean(),
  operator: z.string(),
  segment: z.string(),
  promotions: z.array(z.number()),
  additional_lines: z.array(z.number()),
  svas: z.array(z.number()),
  fixed_line_info: ZFixedLineInfoOutSchema.nullable(),
  mobile_line_info: ZMobileLineInfoOutSchema.nullable(),
  created_on: ZIsoDateTimeSchema,
  updated_on: ZIsoDateTimeSchema,
});
export type TTariff = z.infer<typeof ZTariffSchema>;
