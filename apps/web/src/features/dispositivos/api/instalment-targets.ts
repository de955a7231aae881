import { terminalQueryOperator } from '@kiwi/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import type { PagedList } from '../../../lib/http/paged-list';
import type { Option } from '../../../components/ui/options';

/** What an instalment plan can belong to, and where each kind is listed. */
export const INSTALMENT_TARGETS = [
  { value: 'tariff', label: 'Tarifa', path: '/api/servicios/tarifas/' },
  { value: 'additional_line', label: 'Línea adicional', path: '/api/servicios/adicionales/' },
] as const;
export type InstalmentTarget = (typeof INSTALMENT_TARGETS)[number]['value'];

interface Named {
  id: number;
  name: string;
  segment?: string;
}

/**
 * Tariffs (or additional lines) a device's plan can be attached to: active,
 * of the device's operator. Plans of DBL devices are read as YOIGO (spec §5).
 */
export function useInstalmentTargets(target: InstalmentTarget, operator: string) {
  const path =
    INSTALMENT_TARGETS.find((t) => t.value === target)?.path ?? INSTALMENT_TARGETS[0].path;
  const query = { default: 1, is_active: 1, operator: terminalQueryOperator(operator) };
  return useQuery({
    queryKey: ['dispositivos', 'targets', path, query],
    queryFn: ({ signal }) => http.get<PagedList<Named> | Named[]>(path, { query, signal }),
    select: (answer): Option<number>[] =>
      (Array.isArray(answer) ? answer : answer.results).map((item) => ({
        value: item.id,
        label: item.name,
        description: item.segment,
      })),
  });
}
