import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { ZCustomerViewSchema, type CustomerView } from './customer-shapes';

export const CUSTOMERS_PATH = '/api/clientes/entradas/';

export function customerPath(id: number): string {
  return `${CUSTOMERS_PATH}${id}/`;
}

/**
 * Query keys: every customer query starts with 'clientes' (the teletrabajo
 * list included), so one invalidation refreshes the list and the full view.
 */
export const customerKeys = {
  all: ['clientes'] as const,
  detail: (id: number) => ['clientes', 'detalle', id] as const,
};

/** GET /api/clientes/entradas/{id}/ — one customer the caller may see (404 otherwise). */
export async function getCustomer(id: number, signal?: AbortSignal): Promise<CustomerView> {
  return ZCustomerViewSchema.parse(await http.get<unknown>(customerPath(id), { signal }));
}

export function customerQueryOptions(id: number) {
  return queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
  });
}

export function useCustomer(id: number) {
  return useQuery(customerQueryOptions(id));
}

/** POST /api/clientes/entradas/ — answers the saved customer with its id. */
export async function createCustomer(body: unknown): Promise<CustomerView> {
  return ZCustomerViewSchema.parse(await http.post<unknown>(CUSTOMERS_PATH, body));
}

/** PUT /api/clientes/entradas/{id}/. */
export async function updateCustomer(id: number, body: unknown): Promise<CustomerView> {
  return ZCustomerViewSchema.parse(await http.put<unknown>(customerPath(id), body));
}

/** DELETE /api/clientes/entradas/{id}/. */
export async function deleteCustomer(id: number): Promise<void> {
  await http.delete<unknown>(customerPath(id));
}
