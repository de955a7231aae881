import { z } from 'zod';
import { PRICED_CONTENT_TYPES, ZDateOrDateTimeSchema, type PricedContentType } from '@kiwi/domain';
import type { ServiceContext } from '../../../plugins/access';
import { pricesAt } from '../shared/price-history.queries';

export const ZPricesAtQuerySchema = z.object({
  content_type: z.enum(PRICED_CONTENT_TYPES, { error: 'Tipo de objeto no válido' }),
  object_id: z.preprocess(
    (v) => (Array.isArray(v) ? v : v === undefined ? v : [v]),
    z.array(z.coerce.number().int().positive()).min(1).max(500),
  ),
  /** A day (00:00 in Madrid) or an instant. */
  date: ZDateOrDateTimeSchema,
});
export type TPricesAtQuery = z.infer<typeof ZPricesAtQuerySchema>;

export const ZPricesAtResponseSchema = z.array(
  z.object({ object_id: z.number(), price: z.string() }),
);

/**
 * GET /api/servicios/prices-at/: the prices in force on a date (decision 1504) — what an
 * offer dated that day is priced with. Unknown ids are left out.
 */
export async function listPricesAt(ctx: ServiceContext, q: TPricesAtQuery) {
  const prices = await pricesAt(ctx.tx, q.content_type as PricedContentType, q.object_id, q.date);
  return [...prices].map(([object_id, price]) => ({ object_id, price }));
}
