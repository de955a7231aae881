import { ZCustomerContractsSchema, type TCustomerContract } from '@kiwi/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export type CustomerContract = TCustomerContract;

/** GET /api/atenciones/contracts/{id} — the customer's operator contracts (decision 0903). */
export async function getContracts(id: number, signal?: AbortSignal): Promise<CustomerContract[]> {
  return ZCustomerContractsSchema.parse(
    await http.get<unknown>(`/api/atenciones/contracts/${id}`, { signal }),
  );
}

export function useContracts(id: number) {
  return useQuery({
    queryKey: ['clientes', 'contratos', id] as const,
    queryFn: ({ signal }) => getContracts(id, signal),
  });
}
