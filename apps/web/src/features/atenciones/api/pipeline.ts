import {
  ZAtencionSchema,
  ZPackageStateResponseSchema,
  type TAtencion,
  type TUpdateAtencionRequest,
  type TUpdatePackageStateRequest,
} from '@kiwi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const PIPELINE_PATH = '/api/atenciones/';
export const PAQUETES_PATH = '/api/atenciones/paquete/';

function useInvalidateAll() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['atenciones'] }),
      client.invalidateQueries({ queryKey: ['clientes'] }),
    ]);
}

/** PUT /api/atenciones/{id}/ — estado (decision 1401) and notas; updated_on as the spec sends it. */
export function useUpdateAtencion() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: number;
      body: TUpdateAtencionRequest;
    }): Promise<TAtencion> =>
      ZAtencionSchema.parse(
        await http.put<unknown>(`${PIPELINE_PATH}${id}/`, {
          ...body,
          updated_on: new Date().toISOString(),
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteAtencion() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: number) => http.delete<unknown>(`${PIPELINE_PATH}${id}/`),
    onSuccess: invalidate,
  });
}

/** PUT /api/atenciones/paquete/{id}/ {estado, order_id} → {estado}. */
export function useUpdatePaquete() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: TUpdatePackageStateRequest }) =>
      ZPackageStateResponseSchema.parse(await http.put<unknown>(`${PAQUETES_PATH}${id}/`, body)),
    onSuccess: invalidate,
  });
}
