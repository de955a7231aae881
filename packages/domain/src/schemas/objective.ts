import { z } from 'zod';
import { ZCoercedIdSchema, ZIdSchema, ZIsoDateSchema, ZMoneySchema } from './common';

/** Objective targets and achievements: non-negative, at most 2 decimals. */
const ZQuantitySchema = z
  .number({ error: 'Debe ser un número' })
  .nonnegative({ error: 'No puede ser negativo' })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    error: 'Como máximo dos decimales',
  });
/** Weight in percent of the commission (0-100); the template's 0-1 is multiplied by 100. */
const ZWeightSchema = z
  .number({ error: 'Debe ser un número' })
  .min(0, { error: 'El peso debe estar entre 0 y 100' })
  .max(100, { error: 'El peso debe estar entre 0 y 100' });

/** A month as YYYY-MM or YYYY-MM-DD, stored as the first day of the month. */
const ZMonthDateSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{4}-\d{2}$/.test(v) ? `${v}-01` : v),
  ZIsoDateSchema.transform((d) => `${d.slice(0, 7)}-01`),
);

/** Objective (objetivo) with the derived figures the calculator adds per row. */
export const ZObjectiveSchema = z.object({
  id: ZIdSchema,
  familia: ZIdSchema,
  peso: z.number(),
  objetivo: z.number(),
  fecha: ZIsoDateSchema,
  llave: z.boolean(),
  comercial: ZIdSchema,
  consecucion: z.number().optional(),
  /** consecucion / objetivo x 100, 2 decimals; null when objetivo is 0. */
  objetivo_porc: z.string().nullable().optional(),
  comision_porc: z.string().optional(),
  five_percent: z.string().optional(),
});
export type TObjective = z.infer<typeof ZObjectiveSchema>;

/**
 * The objective form (POST /api/calculadora/objetivo/, PUT {id}/): one
 * commercial (`comercial`) or several at once (`comerciales`).
 */
export const ZCreateObjectiveRequestSchema = z
  .strictObject({
    familia: ZIdSchema,
    peso: ZWeightSchema,
    objetivo: ZQuantitySchema,
    fecha: ZMonthDateSchema,
    llave: z.boolean().default(false),
    comercial: ZIdSchema.optional(),
    comerciales: z.array(ZIdSchema).optional(),
  })
  .refine((o) => o.comercial !== undefined || (o.comerciales?.length ?? 0) > 0, {
    error: 'Seleccione al menos un comercial',
    path: ['comercial'],
  });
export type TCreateObjectiveRequest = z.infer<typeof ZCreateObjectiveRequestSchema>;

/** Objective month row (objetivo_mes): familia {id}, comercial {id}, peso, consecucion, objetivo. */
export const ZObjectiveMonthRowSchema = z.object({
  id: ZIdSchema.optional(),
  familia: z.object({ id: ZIdSchema, nombre: z.string().optional() }),
  comercial: z.object({ id: ZIdSchema }),
  peso: z.number(),
  consecucion: z.number(),
  objetivo: z.number(),
  llave: z.boolean().default(false),
});
export type TObjectiveMonthRow = z.infer<typeof ZObjectiveMonthRowSchema>;

/** GET /api/calculadora/objetivo_mes/ (month_year_updated_on, comercial, sold_out). */
export const ZObjectiveMonthQuerySchema = z.object({
  month_year_updated_on: z
    .string()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/, { error: 'Mes no válido (AAAA-MM)' }),
  comercial: ZCoercedIdSchema.optional(),
  sold_out: z.enum(['true', 'false', '0', '1']).optional(),
});
export type TObjectiveMonthQuery = z.infer<typeof ZObjectiveMonthQuerySchema>;

/** POST /api/calculadora/copy-objetivos-next-month/ {month, year}: copy that month into the next. */
export const ZCopyObjectivesRequestSchema = z.strictObject({
  month: z.coerce
    .number()
    .int()
    .min(1, { error: 'Mes no válido' })
    .max(12, { error: 'Mes no válido' }),
  year: z.coerce.number().int().min(2000).max(2100),
});
export type TCopyObjectivesRequest = z.infer<typeof ZCopyObjectivesRequestSchema>;
export const ZMonthYearQuerySchema = ZCopyObjectivesRequestSchema;

/** Corrective factor detail: the factor applies up to `porcentaje_maximo` (999+ = open-ended). */
export const ZFactorDetailSchema = z.strictObject({
  porcentaje_maximo: z.number().positive({ error: 'El porcentaje máximo debe ser mayor que 0' }),
  factor: z.number().nonnegative().max(10),
});
export type TFactorDetail = z.infer<typeof ZFactorDetailSchema>;

export const ZCreateCorrectiveFactorRequestSchema = z.strictObject({
  factor_details: z
    .array(ZFactorDetailSchema)
    .min(1, { error: 'Añada al menos un tramo' })
    .refine(
      (details) =>
        details.every((d, i) => i === 0 || d.porcentaje_maximo > details[i - 1]!.porcentaje_maximo),
      { error: 'Los tramos deben ir en orden creciente de porcentaje máximo' },
    ),
  commercial_id_arr: z.array(ZIdSchema).default([]),
});
export type TCreateCorrectiveFactorRequest = z.infer<typeof ZCreateCorrectiveFactorRequestSchema>;

export const ZCorrectiveFactorSchema = z.object({
  id: ZIdSchema,
  factor_details: z.array(ZFactorDetailSchema.extend({ label: z.string().optional() })),
  commercials: z.array(z.object({ id: ZIdSchema, nombre: z.string().optional() })),
  commercial_id_arr: z.array(ZIdSchema),
});
export type TCorrectiveFactor = z.infer<typeof ZCorrectiveFactorSchema>;

/** Duty manager: id, dutty_manager, commercial_id_arr. */
export const ZDutyManagerSchema = z.object({
  id: ZIdSchema,
  dutty_manager: ZIdSchema,
  commercial_id_arr: z.array(ZIdSchema),
});
export type TDutyManager = z.infer<typeof ZDutyManagerSchema>;
export const ZCreateDutyManagerRequestSchema = z.strictObject({
  dutty_manager: ZIdSchema,
  commercial_id_arr: z.array(ZIdSchema).default([]),
});
export type TCreateDutyManagerRequest = z.infer<typeof ZCreateDutyManagerRequestSchema>;

/** Reward (bonus): fields not shown; decision 0307. */
export const ZCreateRewardRequestSchema = z
  .strictObject({
    tipo: z.enum(['BOLSA_FIJA', 'PORCENTAJE'], { error: 'Tipo de recompensa no válido' }),
    /** Euros for BOLSA_FIJA; percentage of the pool for PORCENTAJE. */
    cantidad: ZMoneySchema,
    commercial_id_arr: z.array(ZIdSchema).default([]),
  })
  .refine((r) => r.tipo !== 'PORCENTAJE' || Number(r.cantidad) <= 100, {
    error: 'Un porcentaje no puede superar 100',
    path: ['cantidad'],
  });
export type TCreateRewardRequest = z.infer<typeof ZCreateRewardRequestSchema>;
export const ZRewardSchema = z.object({
  id: ZIdSchema,
  tipo: z.enum(['BOLSA_FIJA', 'PORCENTAJE']),
  cantidad: z.string(),
  commercial_id_arr: z.array(ZIdSchema),
});
export type TReward = z.infer<typeof ZRewardSchema>;

/** Monthly pot (bolsa_mes): the commercial's pool and the recommender pool. */
export const ZMonthPotSchema = z.object({
  comercial: ZIdSchema,
  fecha: ZIsoDateSchema,
  bolsa: z.string(),
  bolsa_recomendador: z.string(),
});
export type TMonthPot = z.infer<typeof ZMonthPotSchema>;
