import type { QueryParams } from '../../../lib/http/query-string';
import { usePagedList } from '../../../lib/http/paged-list';
import type { CustomerRow } from './customer-row';

export const CUSTOMERS_LIST_PATH = '/api/clientes/entradas/';
export const CUSTOMERS_QUERY_KEY = ['clientes', 'entradas'] as const;

export interface UseCustomersListOptions {
  params: QueryParams;
  page: number;
  onPageChange: (page: number) => void;
}

/** GET /api/clientes/entradas/ — one page with the list's filters, search and ordering. */
export function useCustomersList({ params, page, onPageChange }: UseCustomersListOptions) {
  return usePagedList<CustomerRow>({
    queryKey: CUSTOMERS_QUERY_KEY,
    path: CUSTOMERS_LIST_PATH,
    params,
    page,
    onPageChange,
  });
}
