import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { listOf, pick, text, type Loose } from './lenient';

/** One operator contract of `customer_contracts`. */
export interface CustomerContract {
  id: string;
  isp: string;
  sfid: string | null;
  packageId: string | null;
  segment: string | null;
  tariffCategory: string | null;
  services: string[];
  permanenceEnding: string | null;
  serviceState: string | null;
  estadoServicio: string | null;
}

function toContract(row: Loose, index: number): CustomerContract {
  const services = pick(row, 'services', 'servicios', 'contractServices');
  return {
    id: text(row, 'id') ?? String(index),
    isp: text(row, 'isp', 'contractIsp') ?? '—',
    sfid: text(row, 'sfid', 'contractSfid'),
    packageId: text(row, 'packageId', 'package_id', 'contractPackageId'),
    segment: text(row, 'segment', 'contractSegment'),
    tariffCategory: text(row, 'tariffCategory', 'tariff_category', 'contractTariffCategory'),
    services: Array.isArray(services) ? services.map(String) : [],
    permanenceEnding: text(row, 'permanenceEnding', 'permanence_ending'),
    serviceState: text(row, 'serviceState', 'service_state', 'contractServiceState'),
    estadoServicio: text(row, 'estadoServicio', 'estado_servicio'),
  };
}

/** GET /api/atenciones/contracts/{id} — the customer's operator contracts. */
export async function getContracts(id: number, signal?: AbortSignal): Promise<CustomerContract[]> {
  const answer = await http.get<unknown>(`/api/atenciones/contracts/${id}`, { signal });
  return listOf(answer).map(toContract);
}

export function useContracts(id: number) {
  return useQuery({
    queryKey: ['clientes', 'contratos', id] as const,
    queryFn: ({ signal }) => getContracts(id, signal),
  });
}
