import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import type { PagedList } from '../../../lib/http/paged-list';
import {
  DEVICES_PATH,
  INSTALMENTS_PATH,
  deviceInstalmentsPath,
  devicePath,
  instalmentPath,
} from './device-paths';
import type { DeleteAnswer, InstalmentRow } from './device-types';

export const DEVICES_QUERY_KEY = ['dispositivos'] as const;

/** POST terminales/ (new) or PUT terminales/{id}/ (EDIT). */
export function useSaveDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: unknown; id?: number | undefined }) =>
      id === undefined
        ? http.post<unknown>(DEVICES_PATH, body)
        : http.put<unknown>(devicePath(id), body),
    onSuccess: () => client.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}

/** DELETE terminales/{id}/; a device sold in offers is deactivated instead (the answer's `detail`). */
export function useDeleteDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<DeleteAnswer | null>(devicePath(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}

function rowsOf<T>(answer: PagedList<T> | T[]): T[] {
  return Array.isArray(answer) ? answer : answer.results;
}

/** GET installments-terminal/{id}/: the device's plans, per tariff or additional line. */
export function useDeviceInstalments(deviceId: number | null) {
  return useQuery({
    queryKey: [...DEVICES_QUERY_KEY, 'instalments', deviceId],
    enabled: deviceId !== null,
    queryFn: ({ signal }) =>
      http.get<PagedList<InstalmentRow> | InstalmentRow[]>(deviceInstalmentsPath(deviceId ?? 0), {
        signal,
      }),
    select: rowsOf,
  });
}

/** POST installment/ or PUT installment/{id}/. */
export function useSaveInstalment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: unknown; id?: number | undefined }) =>
      id === undefined
        ? http.post<unknown>(INSTALMENTS_PATH, body)
        : http.put<unknown>(instalmentPath(id), body),
    onSuccess: () => client.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}

export function useDeleteInstalment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<DeleteAnswer | null>(instalmentPath(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}
