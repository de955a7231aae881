import { http } from '../../../lib/http/client';
import type { QueryParams } from '../../../lib/http/query-string';
import type { StartedTask } from '../../../lib/http/tasks';

export const EXPORT_TELETRABAJO_PATH = '/api/clientes/teletrabajo/download-xlsx-teletrabajo/';

/** Starts the xlsx export of the customers that match the list's filters (same rows as the table). */
export function startTeletrabajoExport(params: QueryParams): Promise<StartedTask> {
  const { itemsPerPage: _pageSize, ...filters } = params;
  return http.get<StartedTask>(EXPORT_TELETRABAJO_PATH, { query: filters });
}
