import { getPermissionFlags, MESSAGES } from '@kiwi/domain';
import { Plus, SquarePen, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTopbarSearch } from '../../../app/layout/topbar-search';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DataTable } from '../../../components/ui/data-table/DataTable';
import type { RowAction } from '../../../components/ui/data-table/types';
import { FilterChips } from '../../../components/ui/filters/FilterChips';
import { FilterPanel } from '../../../components/ui/filters/FilterPanel';
import { allFilters } from '../../../components/ui/filters/filter-types';
import { ExportButton } from '../../../components/ui/tasks/ExportButton';
import { useListState } from '../../../components/ui/list-state/use-list-state';
import { usePagedList } from '../../../lib/http/paged-list';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { showSnackbar } from '../../../lib/snackbar';
import { useSession } from '../../auth/session/session-store';
import { CATALOGUE_PATHS, EXPORT_TABS } from '../api/catalogue-paths';
import { startCatalogueExport } from '../api/export-catalogue';
import type { CatalogueRow } from '../api/catalogue-types';
import { catalogueQueryKey, useDeleteCatalogueItem } from '../api/save-catalogue-item';
import { CATALOGUE_COLUMNS } from './catalogue-columns';
import { CATALOGUE_FILTERS, catalogueApiParams } from './catalogue-filters';
import type { CatalogueTabDefinition } from './catalogue-tabs';
import type { FormType } from './dialog-types';
import { useLoadMessages } from './use-load-messages';
import { deleteMessage } from './delete-message';

/** Spec §9: management base itemsPerPage 16. */
export const CATALOGUE_PAGE_SIZE = 16;
export const CATALOGUE_PAGE_SIZES = [16, 32, 64] as const;

interface Editing {
  formType: FormType;
  row?: CatalogueRow;
}

/**
 * One catalogue tab: its filters (URL), the top-bar search, the kit's
 * DataTable, add/edit dialog and delete — which the API turns into a
 * deactivation when offers use the item (its message is shown).
 */
export function CatalogueTab({
  tab,
  onCollected,
}: {
  tab: CatalogueTabDefinition;
  onCollected: () => void;
}) {
  const sections = CATALOGUE_FILTERS[tab.key];
  const definitions = useMemo(() => allFilters(sections), [sections]);
  const list = useListState({
    filters: definitions,
    defaultPageSize: CATALOGUE_PAGE_SIZE,
    pageSizeOptions: CATALOGUE_PAGE_SIZES,
  });
  const search = useDebouncedValue(useTopbarSearch(), 300);
  // A new search starts from page 1 (the first render keeps the URL's page).
  const searched = useRef(search);
  const { setPage } = list;
  useEffect(() => {
    if (searched.current === search) return;
    searched.current = search;
    setPage(1);
  }, [search, setPage]);

  const params = catalogueApiParams(list.apiParams, search);
  const session = useSession();
  const canExport = Boolean(session && getPermissionFlags(session.subject).hasManagerPermission);
  const query = usePagedList<CatalogueRow>({
    queryKey: catalogueQueryKey(tab.key),
    path: CATALOGUE_PATHS[tab.key],
    params,
    page: list.page,
    onPageChange: list.setPage,
  });
  useLoadMessages(query, tab.module, onCollected);

  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<CatalogueRow | null>(null);
  const remove = useDeleteCatalogueItem(tab.key);
  const Dialog = tab.Dialog;

  const rowActions = (row: CatalogueRow): RowAction[] => [
    ...(Dialog
      ? [
          {
            label: 'Editar',
            icon: SquarePen,
            onSelect: () => setEditing({ formType: 'edit', row }),
          },
        ]
      : []),
    { label: 'Eliminar', icon: Trash2, destructive: true, onSelect: () => setDeleting(row) },
  ];

  const confirmDelete = async () => {
    if (!deleting) return;
    const answer = await remove.mutateAsync(deleting.id);
    showSnackbar(deleteMessage(answer));
  };

  return (
    <div className="flex flex-col gap-3">
      <FilterChips
        definitions={definitions}
        values={list.filters}
        onRemove={(key) => list.setFilter(key, undefined)}
        onClear={list.clearFilters}
      />
      <DataTable
        label={tab.label}
        columns={CATALOGUE_COLUMNS[tab.key]}
        query={query}
        getRowId={(row: CatalogueRow) => String(row.id)}
        getRowLabel={(row: CatalogueRow) => tab.rowName(row as unknown as Record<string, unknown>)}
        {...list.tableProps}
        noun={tab.noun}
        toolbar={
          <>
            {sections.length > 0 ? (
              <FilterPanel sections={sections} values={list.filters} onApply={list.setFilters} />
            ) : null}
            {canExport ? (
              <ExportButton start={() => startCatalogueExport(EXPORT_TABS[tab.key], params)} />
            ) : null}
            {tab.toolbar ? <tab.toolbar /> : null}
            {Dialog && tab.addLabel ? (
              <Button size="sm" onClick={() => setEditing({ formType: 'add' })}>
                <Plus className="size-4" aria-hidden="true" />
                {tab.addLabel}
              </Button>
            ) : null}
          </>
        }
        rowActions={rowActions}
        onRowClick={
          Dialog ? (row: CatalogueRow) => setEditing({ formType: 'edit', row }) : undefined
        }
      />
      {Dialog ? (
        <Dialog
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          formType={editing?.formType ?? 'add'}
          row={editing?.row}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Eliminar ${deleting ? tab.rowName(deleting as unknown as Record<string, unknown>) : ''}`}
        description="Si alguna oferta ya lo usa, no se borrará: quedará desactivado para no alterar el historial."
        confirmLabel="Eliminar"
        destructive
        onConfirm={confirmDelete}
        failureMessage={MESSAGES.customer.deleteFailure}
      />
    </div>
  );
}
