import {
  ZAdditionalInfoResponseSchema,
  type TAdditionalInfo,
  type TAdditionalInfoResponse,
} from '@kiwi/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const ADDITIONAL_INFO_PATH = '/api/atenciones/additionalinfo/';

const infoKey = (id: number) => ['atenciones', 'additionalinfo', id] as const;

/** GET /api/atenciones/additionalinfo/{id}/ — the stored info of a package (decision 1405). */
export function additionalInfoQuery(id: number) {
  return queryOptions({
    queryKey: infoKey(id),
    queryFn: async ({ signal }) =>
      ZAdditionalInfoResponseSchema.parse(
        await http.get<unknown>(`${ADDITIONAL_INFO_PATH}${id}/`, { signal }),
      ),
  });
}

/** The info of a package, when it has one (`id` null: nothing to read yet). */
export const useAdditionalInfo = (id: number | null) =>
  useQuery({ ...additionalInfoQuery(id ?? 0), enabled: id !== null });

/**
 * POST (a package without info: `{paquete, …fields}`) or PUT /{id}/ (the whole info again),
 * snake-case. Reloads the packages (their `additional_info` id) and the info itself.
 */
export function useSaveAdditionalInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      paquete,
      infoId,
      info,
    }: {
      paquete: number;
      infoId: number | null;
      info: TAdditionalInfo;
    }): Promise<TAdditionalInfoResponse> =>
      ZAdditionalInfoResponseSchema.parse(
        infoId === null
          ? await http.post<unknown>(ADDITIONAL_INFO_PATH, { paquete, ...info })
          : await http.put<unknown>(`${ADDITIONAL_INFO_PATH}${infoId}/`, info),
      ),
    onSuccess: (saved) => {
      client.setQueryData(infoKey(saved.id), saved);
      return client.invalidateQueries({ queryKey: ['atenciones', 'paquetes'] });
    },
  });
}
