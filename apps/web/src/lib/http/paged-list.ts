import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from './api-error';
import { http } from './client';
import type { QueryParams } from './query-string';

/** Paged list answer of the API contract. */
export interface PagedList<T> {
  results: T[];
  count: number;
  current: number;
  /**
   * The server estimated `count` instead of counting (huge filtered lists):
   * the UI words it "≈ 12.345" and does not offer a last page (decision 0802).
   */
  count_estimated?: boolean;
}

export const INVALID_PAGE_DETAIL = 'Página inválida.';

/** The server's answer to a page past the end of a list (404, DRF wording). */
export function isInvalidPageError(error: unknown): boolean {
  return isApiError(error, 404) && error.detail === INVALID_PAGE_DETAIL;
}

export interface UsePagedListOptions {
  queryKey: QueryKey;
  path: string;
  params?: QueryParams;
  page: number;
  /** Called with 1 when the server says the current page is invalid. */
  onPageChange: (page: number) => void;
}

/**
 * A paged list whose server answer is 'Página inválida.' resets to page 1 and
 * reloads (spec section 4). The reload follows from the page change: page is
 * part of the query key.
 */
export function usePagedList<T>({
  queryKey,
  path,
  params,
  page,
  onPageChange,
}: UsePagedListOptions) {
  const query = useQuery({
    queryKey: [...queryKey, { ...params, page }],
    queryFn: ({ signal }) => http.get<PagedList<T>>(path, { query: { ...params, page }, signal }),
    placeholderData: keepPreviousData,
  });
  const invalidPage = isInvalidPageError(query.error);
  useEffect(() => {
    if (invalidPage && page !== 1) onPageChange(1);
  }, [invalidPage, page, onPageChange]);
  return query;
}
