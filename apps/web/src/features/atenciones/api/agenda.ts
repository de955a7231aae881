import {
  REMINDER_POLL_MS,
  ZAgendaSchema,
  ZAgendadoSchema,
  ZMoveFollowUpsResponseSchema,
  ZRemindersSchema,
  type TAgenda,
  type TAgendado,
  type TMoveFollowUpsRequest,
  type TReminders,
  type TUpdateAgendadoRequest,
} from '@kiwi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const AGENDA_PATH = '/api/atenciones/agendado/';
export const REMINDERS_PATH = '/api/atenciones/recordatorios/';

export const agendaKey = (from: string, to: string, comercial: number | null) =>
  ['atenciones', 'agenda', from, to, comercial] as const;

/** GET /api/atenciones/agendado/?range[]=&range[]=&comercial= (Madrid days). */
export async function getAgenda(
  range: [string, string],
  comercial: number | null,
  signal?: AbortSignal,
): Promise<TAgenda> {
  const query = { range, ...(comercial ? { comercial } : {}) };
  return ZAgendaSchema.parse(await http.get<unknown>(AGENDA_PATH, { query, signal }));
}

export function useAgenda(range: [string, string], comercial: number | null) {
  return useQuery({
    queryKey: agendaKey(range[0], range[1], comercial),
    queryFn: ({ signal }) => getAgenda(range, comercial, signal),
  });
}

/** GET /api/atenciones/recordatorios/ — polled every 30 s while the tab is visible (decision 1404). */
export function useReminders() {
  return useQuery({
    queryKey: ['atenciones', 'recordatorios'] as const,
    queryFn: ({ signal }) =>
      http
        .get<unknown>(REMINDERS_PATH, { signal })
        .then((a): TReminders => ZRemindersSchema.parse(a)),
    refetchInterval: REMINDER_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export async function updateAgendado(id: number, body: TUpdateAgendadoRequest): Promise<TAgendado> {
  return ZAgendadoSchema.parse(await http.put<unknown>(`${AGENDA_PATH}${id}/`, body));
}

export function useUpdateAgendado() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TUpdateAgendadoRequest }) =>
      updateAgendado(id, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['atenciones'] }),
        client.invalidateQueries({ queryKey: ['clientes'] }),
      ]),
  });
}

export function useMoveScheduled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TMoveFollowUpsRequest) =>
      ZMoveFollowUpsResponseSchema.parse(
        await http.post<unknown>('/api/atenciones/move-scheduled/', body),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['atenciones'] }),
  });
}
