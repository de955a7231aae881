import { z } from 'zod';
import { OPERATOR_VALUES } from '../catalogues/operators';
import { SEGMENT_VALUES } from '../catalogues/segments';
import { ZDateOrDateTimeSchema, ZFee4Schema, ZIdSchema, ZMoneySchema } from '../schemas/common';

/** zod field builders shared by the catalogue request schemas (Spanish messages). */

const requiredOr = (missing: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? missing : invalid;

export const ZOperatorField = z.enum(OPERATOR_VALUES, {
  error: requiredOr('Seleccione el operador', 'Operador no válido'),
});
export const ZSegmentField = z.enum(SEGMENT_VALUES, {
  error: requiredOr('Seleccione el segmento', 'Segmento no válido'),
});

/** An option value out of a catalogue list, with a Spanish message when it is not one of them. */
export function optionField<const T extends readonly { value: string }[]>(
  options: T,
  missing: string,
  invalid: string,
) {
  const values = options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];
  return z.enum(values, { error: requiredOr(missing, invalid) });
}

/** Money with 2 decimals between 0 and `max` (anything above is a typing slip). */
export const boundedMoney = (max: number) =>
  ZMoneySchema.refine((v) => Number(v) <= max, {
    error: `El importe no puede superar ${max.toLocaleString('es-ES')} €`,
  });

/** The additional-line base fee: 4 decimals, between 0 and `max`. */
export const boundedFee4 = (max: number) =>
  ZFee4Schema.refine((v) => Number(v) <= max, {
    error: `El importe no puede superar ${max.toLocaleString('es-ES')} €`,
  });

/** Ids of linked catalogue items (no repeats). */
export const ZLinkedIdsField = z
  .array(ZIdSchema)
  .max(500)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/**
 * From when a new price applies: a day (from 00:00 in Madrid) or an instant; missing = now.
 * A future value schedules the change (the current price stays until then).
 */
export const ZPriceValidFromField = ZDateOrDateTimeSchema.optional();

/** Minutes or amounts in line data: a non-negative number; null means unlimited. */
export const lineAmount = (max: number) =>
  z
    .number({ error: 'Indique una cantidad' })
    .nonnegative({ error: 'La cantidad no puede ser negativa' })
    .max(max, { error: 'Cantidad fuera de rango' });
