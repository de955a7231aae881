import { z } from 'zod';
import { isDecimalText, toFixedString } from '../money/decimal';

/** Shared zod building blocks for entity and request schemas. */

export const ZIdSchema = z.number().int().positive();
/** An id in a query string or a form field: "12" or 12. */
export const ZCoercedIdSchema = z.coerce.number().int().positive();
export const ZIsoDateSchema = z.iso.date({ error: 'Fecha no válida (AAAA-MM-DD)' });
export const ZIsoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'Fecha y hora no válidas',
});
/** A date or a timestamp (filters accept both). */
export const ZDateOrDateTimeSchema = z.union([ZIsoDateSchema, ZIsoDateTimeSchema]);

function decimalSchema(places: number, options: { min?: number } = {}) {
  return z
    .union([z.number(), z.string()], { error: 'Importe no válido' })
    .refine((v) => (typeof v === 'number' ? Number.isFinite(v) : isDecimalText(v)), {
      error: 'Importe no válido',
    })
    .refine((v) => options.min === undefined || Number(v) >= options.min, {
      error: `El importe debe ser mayor o igual que ${options.min ?? 0}`,
    })
    .transform((v) => toFixedString(typeof v === 'number' ? v : v.trim(), places));
}

/** Money in a body: a number or a numeric string; output a string with 2 decimals. */
export const ZMoneySchema = decimalSchema(2, { min: 0 });
/** A signed amount with 2 decimals (achievements, corrections). */
export const ZSignedAmountSchema = decimalSchema(2);
/** Additional-line base fee: 4 decimals (spec section 5). */
export const ZFee4Schema = decimalSchema(4, { min: 0 });
/** Money as the server sends it: a string with 2 decimals. */
export const ZMoneyOutSchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** A trimmed optional text where "" and blanks mean "no value" (null). */
export const ZBlankToNullSchema = z
  .string()
  .nullish()
  .transform((v) => {
    const trimmed = v?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  });

export const ZRequiredTextSchema = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/** Paged list answer {results, count, current}. */
export function ZPagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int().nonnegative(),
    current: z.number().int().positive(),
  });
}

export const ZPageQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  itemsPerPage: z.coerce.number().int().positive().max(200).optional(),
  page_size: z.coerce.number().int().positive().max(200).optional(),
});
