import { ZAtencionSchema, type TAtencion, type TCreateAtencionRequest } from '@kiwi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const ENTRADAS_PATH = '/api/atenciones/entradas/';

/** POST /api/atenciones/entradas/ — a follow-up, a no-interest outcome or a procedure. */
export async function createEntrada(body: TCreateAtencionRequest): Promise<TAtencion> {
  return ZAtencionSchema.parse(await http.post<unknown>(ENTRADAS_PATH, body));
}

/** Records an atención, then reloads everything keyed 'clientes' or 'atenciones'. */
export function useCreateEntrada() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEntrada,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['atenciones'] }),
        client.invalidateQueries({ queryKey: ['clientes'] }),
      ]),
  });
}
