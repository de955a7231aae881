import { http } from '../../../lib/http/client';
import type { QueryParams } from '../../../lib/http/query-string';
import type { RowSelection } from '../../../components/ui/data-table/use-row-selection';

export const BULK_PATH = '/api/clientes/entradas/bulk/';

export type BulkAction =
  | { accion: 'reasignar'; valor: number | null }
  | { accion: 'origen'; valor: number | null }
  | { accion: 'eliminar' };

/** ≤ 500 rows run in the request (`afectados`); above, a worker job to follow (`task_id`). */
export type BulkAnswer = { afectados: number } | { task_id: string };

/** The filters of "all that match", without paging or ordering. */
export function bulkFilters(params: QueryParams): QueryParams {
  const { itemsPerPage: _size, ordering: _ordering, page: _page, ...filters } = params;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/** POST the action on the chosen ids, or on every customer matching the list's filters. */
export function runBulkAction(
  action: BulkAction,
  selection: RowSelection,
  params: QueryParams,
): Promise<BulkAnswer> {
  const target = selection.allMatching
    ? { filtros: bulkFilters(params) }
    : { ids: [...selection.ids].map(Number) };
  return http.post<BulkAnswer>(BULK_PATH, { ...action, ...target });
}
