import { ZCustomerNoteSchema, ZCustomerNotesSchema, type TCustomerNote } from '@kiwi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const NOTAS_PATH = '/api/clientes/notascliente/';

export type CustomerNote = TCustomerNote;

export const notasKey = (clientId: number) => ['clientes', 'notas', clientId] as const;

/** GET /api/clientes/notascliente/?client_id= — newest first (decision 0904). */
export async function getNotas(clientId: number, signal?: AbortSignal): Promise<CustomerNote[]> {
  const answer = await http.get<unknown>(NOTAS_PATH, { query: { client_id: clientId }, signal });
  return [...ZCustomerNotesSchema.parse(answer)].sort(
    (a, b) => b.created_on.localeCompare(a.created_on) || b.id - a.id,
  );
}

export function useNotas(clientId: number) {
  return useQuery({
    queryKey: notasKey(clientId),
    queryFn: ({ signal }) => getNotas(clientId, signal),
  });
}

/** POST /api/clientes/notascliente/ {nota, cliente}: the author is the caller (server side). */
export async function createNota(body: { nota: string; cliente: number }): Promise<CustomerNote> {
  return ZCustomerNoteSchema.parse(await http.post<unknown>(NOTAS_PATH, body));
}

export function useCreateNota(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nota: string) => createNota({ nota, cliente: clientId }),
    // Notes, the record history (a note is a child record) and the list.
    onSuccess: () => client.invalidateQueries({ queryKey: ['clientes'] }),
  });
}
