import { CONFIGURATOR_LIST_LIMIT } from '@kiwi/domain';
import { z } from 'zod';
import { toPage, toPaging, type Paging } from '../../../lib/pagination';

/**
 * Paging of a catalogue list: `page` + `itemsPerPage` (or `page_size`) with the screen's
 * default size (spec section 9); `default=1` is the configurator's list — every match on
 * one page (decision 1501).
 */
export function cataloguePaging(
  query: {
    page: number;
    itemsPerPage?: number | undefined;
    page_size?: number | undefined;
    default?: boolean | undefined;
  },
  defaultSize: number,
): Paging {
  if (query.default) return { page: 1, pageSize: CONFIGURATOR_LIST_LIMIT, offset: 0 };
  return toPaging(
    { page: query.page, itemsPerPage: query.itemsPerPage, page_size: query.page_size },
    defaultSize,
  );
}

export { toPage };

/** `{results, count, current}` of catalogue lists. */
export const catalogueListSchema = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), results: z.array(item), current: z.number().int() });
