import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import type { PagedList } from '../../../lib/http/paged-list';
import type { Option } from '../../../components/ui/options';
import { formatEuros } from '../../../lib/money-format';

interface Insurance {
  id: number;
  name: string;
  price: string;
  tramo: string | null;
}

/** Active insurances of an operator (GET seguros/ with is_active=1), to cover a device. */
export function useInsuranceOptions(operator: string) {
  const query = { default: 1, is_active: 1, operator: operator || undefined };
  return useQuery({
    queryKey: ['dispositivos', 'seguros', query],
    queryFn: ({ signal }) =>
      http.get<PagedList<Insurance> | Insurance[]>('/api/servicios/seguros/', { query, signal }),
    select: (answer): Option<number>[] =>
      (Array.isArray(answer) ? answer : answer.results).map((item) => ({
        value: item.id,
        label: item.name,
        description: [formatEuros(item.price) + '/mes', item.tramo].filter(Boolean).join(' · '),
      })),
  });
}
