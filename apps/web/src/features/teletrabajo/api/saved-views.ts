import type { TSavedView } from '@kiwi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedView, SaveViewInput } from '../../../components/ui/list-state/SavedViewsMenu';
import { http } from '../../../lib/http/client';

export const VISTAS_PATH = '/api/utils/vistas/';
export const TELETRABAJO_SCREEN = 'teletrabajo';

/** A saved view as /api/utils/vistas/ answers it (decision 0906). */
export type VistaRecord = TSavedView;

export function toSavedView(record: VistaRecord): SavedView {
  return {
    id: record.id,
    name: record.nombre,
    shared: record.compartida,
    view: record.vista,
    canDelete: record.puede_editar,
  };
}

const QUERY_KEY = ['vistas', TELETRABAJO_SCREEN] as const;

/** GET /api/utils/vistas/?pantalla=teletrabajo: mine and my team's. */
export function useTeletrabajoViews() {
  return useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) =>
      http.get<VistaRecord[]>(VISTAS_PATH, { query: { pantalla: TELETRABAJO_SCREEN }, signal }),
    select: (records) => records.map(toSavedView),
    staleTime: 60 * 1000,
  });
}

export function useSaveTeletrabajoView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, shared, view }: SaveViewInput) =>
      http.post<VistaRecord>(VISTAS_PATH, {
        pantalla: TELETRABAJO_SCREEN,
        nombre: name,
        compartida: shared,
        vista: view,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: QUERY_KEY }),
  });
}

export function useDeleteTeletrabajoView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (view: SavedView) => http.delete<unknown>(`${VISTAS_PATH}${view.id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: QUERY_KEY }),
  });
}
