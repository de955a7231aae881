import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { isLoose, listOf, nameOf, pick, text } from './lenient';

export const NOTAS_PATH = '/api/clientes/notascliente/';

export interface CustomerNote {
  id: number;
  nota: string;
  /** The author's name, when the answer carries it. */
  autor: string | null;
  created_on: string | null;
}

export const notasKey = (clientId: number) => ['clientes', 'notas', clientId] as const;

function toNote(row: Record<string, unknown>): CustomerNote {
  const comercial = pick(row, 'comercialInfo', 'autor', 'comercial_nombre', 'comercial');
  return {
    id: Number(row['id']),
    nota: text(row, 'nota') ?? '',
    autor: isLoose(comercial) || typeof comercial === 'string' ? nameOf(comercial) : null,
    created_on: text(row, 'created_on', 'createdOn', 'fecha'),
  };
}

/** GET /api/clientes/notascliente/?client_id= — newest first. */
export async function getNotas(clientId: number, signal?: AbortSignal): Promise<CustomerNote[]> {
  const answer = await http.get<unknown>(NOTAS_PATH, { query: { client_id: clientId }, signal });
  return listOf(answer)
    .map(toNote)
    .sort((a, b) => (b.created_on ?? '').localeCompare(a.created_on ?? '') || b.id - a.id);
}

export function useNotas(clientId: number) {
  return useQuery({
    queryKey: notasKey(clientId),
    queryFn: ({ signal }) => getNotas(clientId, signal),
  });
}

/** POST /api/clientes/notascliente/ {nota, cliente}: the author is the caller (server side). */
export async function createNota(body: { nota: string; cliente: number }): Promise<unknown> {
  return http.post<unknown>(NOTAS_PATH, body);
}

export function useCreateNota(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nota: string) => createNota({ nota, cliente: clientId }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['clientes'] }),
  });
}
