import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { CATALOGUE_PATHS, itemPath, type CatalogueKey } from './catalogue-paths';
import type { DeleteAnswer } from './catalogue-types';

/** POST {path} (add) or PUT {path}{id}/ (edit). */
export function saveCatalogueItem<T>(key: CatalogueKey, body: unknown, id?: number): Promise<T> {
  return id === undefined
    ? http.post<T>(CATALOGUE_PATHS[key], body)
    : http.put<T>(itemPath(key, id), body);
}

/**
 * DELETE {path}{id}/. An item that offers already use is deactivated by the
 * API instead; its answer says so (`detail`), and the screen shows it.
 */
export function deleteCatalogueItem(key: CatalogueKey, id: number): Promise<DeleteAnswer | null> {
  return http.delete<DeleteAnswer | null>(itemPath(key, id));
}

/** Every list of the catalogue reads under ['catalogo', key]; a save refreshes them. */
export function catalogueQueryKey(key: CatalogueKey) {
  return ['catalogo', key] as const;
}

export function useSaveCatalogueItem<T>(key: CatalogueKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: unknown; id?: number }) =>
      saveCatalogueItem<T>(key, body, id),
    // Prices and links change other tabs too (price history, upfronts).
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalogo'] }),
  });
}

export function useDeleteCatalogueItem(key: CatalogueKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCatalogueItem(key, id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalogo'] }),
  });
}
