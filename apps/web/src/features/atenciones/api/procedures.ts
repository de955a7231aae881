import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';

/** The active procedures of the catalogue (spec: "The procedure list is requested with is_active=1"). */
const ZProcedureChoice = z.object({
  id: z.number().int(),
  name: z.string(),
  operator: z.string().optional(),
});
const ZAnswer = z.union([
  z.array(ZProcedureChoice),
  z.object({ results: z.array(ZProcedureChoice) }),
]);

export function activeProceduresQuery() {
  return queryOptions({
    queryKey: ['atenciones', 'gestiones-activas'] as const,
    queryFn: async ({ signal }) => {
      const answer = ZAnswer.parse(
        await http.get<unknown>('/api/servicios/gestion/', {
          query: { is_active: 1, itemsPerPage: 200 },
          signal,
        }),
      );
      return Array.isArray(answer) ? answer : answer.results;
    },
    staleTime: 5 * 60_000,
  });
}

export const useActiveProcedures = (enabled: boolean) =>
  useQuery({ ...activeProceduresQuery(), enabled });
