import {
  ZCustomerImportDetailSchema,
  type CustomerImportPolicy,
  type TCustomerImportDetail,
  type TImportMapping,
} from '@kiwi/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const IMPORTS_PATH = '/api/clientes/importaciones/';
export const importPath = (id: number, step = '') => `${IMPORTS_PATH}${id}/${step}`;

export interface StartedImport {
  id: number;
  task_id: string;
}

export interface StartedTask {
  task_id: string;
}

/** POST /api/clientes/importaciones/ — the file, as multipart; answers the import and its analysis task. */
export function uploadImport(file: File): Promise<StartedImport> {
  const body = new FormData();
  body.append('file', file);
  return http.post<StartedImport>(IMPORTS_PATH, body);
}

/** GET /api/clientes/importaciones/{id}/ — state, figures, preview and mapping. */
export async function getImport(id: number, signal?: AbortSignal): Promise<TCustomerImportDetail> {
  return ZCustomerImportDetailSchema.parse(await http.get<unknown>(importPath(id), { signal }));
}

export const importQueryKey = (id: number) => ['importaciones', id] as const;

export function importQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: importQueryKey(id ?? 0),
    queryFn: ({ signal }) => getImport(id ?? 0, signal),
    enabled: id !== null,
  });
}

export function useImport(id: number | null) {
  return useQuery(importQueryOptions(id));
}

export const analyseImport = (id: number, mapeo: TImportMapping) =>
  http.post<StartedTask>(importPath(id, 'analizar/'), { mapeo });

export interface ConfirmImportBody {
  origenBbdd: number;
  comercial: number | null;
  duplicados: CustomerImportPolicy;
}

export const confirmImport = (id: number, body: ConfirmImportBody) =>
  http.post<StartedTask>(importPath(id, 'confirmar/'), body);

export const revertImport = (id: number) => http.post<StartedTask>(importPath(id, 'revertir/'));

/** GET …/{id}/rechazadas/ — the rejected rows as an xlsx blob (authenticated download). */
export const downloadRejected = (id: number) =>
  http.get<Blob>(importPath(id, 'rechazadas/'), { responseType: 'blob' });
