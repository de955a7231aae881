import { useCallback, useMemo, useState } from 'react';

/**
 * Rows chosen for a bulk action: some ids (kept across pages), or "all that
 * match" the current filters — then the action is sent with the filters, not
 * with ids, and reaches rows the user never saw.
 */
export interface RowSelection {
  ids: ReadonlySet<string>;
  allMatching: boolean;
}

export interface RowSelectionController {
  selection: RowSelection;
  isSelected: (id: string) => boolean;
  toggle: (id: string, selected: boolean) => void;
  /** Select or unselect several rows at once (the rows of a page). */
  setMany: (ids: readonly string[], selected: boolean) => void;
  /** Replace the selection with exactly these ids (leaves "all that match"). */
  replace: (ids: readonly string[]) => void;
  selectAllMatching: () => void;
  clear: () => void;
  /** Nothing selected. */
  isEmpty: boolean;
}

const EMPTY: RowSelection = { ids: new Set(), allMatching: false };

/**
 * Selection state for DataTable. `resetKey` (e.g. the filters) clears it when
 * it changes: a selection made under other filters must not be acted upon.
 */
export function useRowSelection(resetKey: unknown = null): RowSelectionController {
  const key = JSON.stringify(resetKey) ?? '';
  const [state, setState] = useState({ key, selection: EMPTY });
  // Adjusting state while rendering (React's documented pattern) avoids one stale frame.
  if (state.key !== key) setState({ key, selection: EMPTY });
  const selection = state.key === key ? state.selection : EMPTY;

  const update = useCallback(
    (next: (current: RowSelection) => RowSelection) =>
      setState((current) => ({ key: current.key, selection: next(current.selection) })),
    [],
  );

  return useMemo(
    () => ({
      selection,
      isSelected: (id) => selection.allMatching || selection.ids.has(id),
      toggle: (id, selected) =>
        update((current) => {
          const ids = new Set(current.ids);
          if (selected) ids.add(id);
          else ids.delete(id);
          return { ids, allMatching: false };
        }),
      setMany: (many, selected) =>
        update((current) => {
          const ids = new Set(current.ids);
          for (const id of many) {
            if (selected) ids.add(id);
            else ids.delete(id);
          }
          return { ids, allMatching: false };
        }),
      replace: (ids) => update(() => ({ ids: new Set(ids), allMatching: false })),
      selectAllMatching: () => update((current) => ({ ids: current.ids, allMatching: true })),
      clear: () => update(() => EMPTY),
      isEmpty: !selection.allMatching && selection.ids.size === 0,
    }),
    [selection, update],
  );
}
