import { z } from 'zod';
import { DETAIL, HttpError } from './http-errors';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;

/** Paging query params accepted by every paged list (`itemsPerPage` or `page_size`). */
export const ZPagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'La página debe ser 1 o mayor.').default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type TPagingQuery = z.infer<typeof ZPagingQuerySchema>;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export function toPaging(query: TPagingQuery, defaultSize = DEFAULT_PAGE_SIZE): Paging {
  const pageSize = query.itemsPerPage ?? query.page_size ?? defaultSize;
  return { page: query.page, pageSize, offset: (query.page - 1) * pageSize };
}

export interface Page<T> {
  results: T[];
  count: number;
  current: number;
}

/** `{results, count, current}`; a page past the end is 404 "Página inválida." (page 1 is always valid). */
export function toPage<T>(results: T[], count: number, paging: Paging): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / paging.pageSize));
  if (paging.page > lastPage) throw new HttpError(404, DETAIL.invalidPage);
  return { results, count, current: paging.page };
}

/** Response schema for a paged list of `item`. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), count: z.number().int(), current: z.number().int() });
