import { getPermissionFlags, MESSAGES } from '@kiwi/domain';
import { CalendarRange, Plus, SquarePen, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTopbarSearch } from '../../../app/layout/topbar-search';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DataTable } from '../../../components/ui/data-table/DataTable';
import { FilterChips } from '../../../components/ui/filters/FilterChips';
import { FilterPanel } from '../../../components/ui/filters/FilterPanel';
import { allFilters } from '../../../components/ui/filters/filter-types';
import { useListState } from '../../../components/ui/list-state/use-list-state';
import { PageHeader } from '../../../components/ui/PageHeader';
import { ExportButton } from '../../../components/ui/tasks/ExportButton';
import { usePagedList } from '../../../lib/http/paged-list';
import { showSnackbar } from '../../../lib/snackbar';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSession } from '../../auth/session/session-store';
import { startCatalogueExport } from '../../catalogo/api/export-catalogue';
import { DEVICES_PATH } from '../api/device-paths';
import { DEVICES_QUERY_KEY, useDeleteDevice } from '../api/devices';
import type { DeviceRow } from '../api/device-types';
import { DEVICE_COLUMNS } from '../components/device-columns';
import { DEVICE_FILTERS } from '../components/device-filters';
import type { DeviceFormType } from '../components/device-form-type';
import { DeviceDialog } from '../components/DeviceDialog';
import { InstalmentsSheet } from '../components/InstalmentsSheet';
import { deleteMessage } from '../components/delete-message';

/** Spec §9: "device reload page 1 with size 20". */
export const DEVICE_PAGE_SIZE = 20;
const DEVICE_PAGE_SIZES = [20, 50, 100] as const;
const DEFINITIONS = allFilters(DEVICE_FILTERS);

/** /devicemanagement — "Dispositivos": terminals, their data and their instalment plans. */
export function DeviceManagementPage() {
  const list = useListState({
    filters: DEFINITIONS,
    defaultPageSize: DEVICE_PAGE_SIZE,
    pageSizeOptions: DEVICE_PAGE_SIZES,
  });
  const search = useDebouncedValue(useTopbarSearch(), 300);
  const searched = useRef(search);
  const { setPage } = list;
  useEffect(() => {
    if (searched.current === search) return;
    searched.current = search;
    setPage(1);
  }, [search, setPage]);
  const params = { ...list.apiParams, search: search.trim() || undefined };
  const session = useSession();
  // Exports are for Manager and above (decision 1507); a Comercial only reads devices.
  const canExport = Boolean(session && getPermissionFlags(session.subject).hasManagerPermission);
  const query = usePagedList<DeviceRow>({
    queryKey: DEVICES_QUERY_KEY,
    path: DEVICES_PATH,
    params,
    page: list.page,
    onPageChange: list.setPage,
  });

  const [editing, setEditing] = useState<{ formType: DeviceFormType; row?: DeviceRow } | null>(
    null,
  );
  const [instalmentsOf, setInstalmentsOf] = useState<DeviceRow | null>(null);
  const [deleting, setDeleting] = useState<DeviceRow | null>(null);
  const remove = useDeleteDevice();

  const confirmDelete = async () => {
    if (!deleting) return;
    const answer = await remove.mutateAsync(deleting.id);
    showSnackbar(deleteMessage(answer));
  };

  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-3">
      <PageHeader
        title="Dispositivos"
        description="Terminales que se venden con las ofertas y sus pagos a plazos por tarifa o línea adicional."
        actions={
          <>
            {canExport ? (
              <ExportButton
                label="Exportar plazos"
                start={() => startCatalogueExport('installment', {})}
              />
            ) : null}
            <Button onClick={() => setEditing({ formType: 'ADD' })}>
              <Plus className="size-4" aria-hidden="true" />
              Nuevo terminal
            </Button>
          </>
        }
      />
      <FilterChips
        definitions={DEFINITIONS}
        values={list.filters}
        onRemove={(key) => list.setFilter(key, undefined)}
        onClear={list.clearFilters}
      />
      <DataTable
        label="Terminales"
        columns={DEVICE_COLUMNS}
        query={query}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        {...list.tableProps}
        noun={{ one: 'terminal', other: 'terminales' }}
        toolbar={
          <>
            <FilterPanel
              sections={DEVICE_FILTERS}
              values={list.filters}
              onApply={list.setFilters}
            />
            {canExport ? (
              <ExportButton start={() => startCatalogueExport('terminales', params)} />
            ) : null}
          </>
        }
        rowActions={(row) => [
          {
            label: 'Editar',
            icon: SquarePen,
            onSelect: () => setEditing({ formType: 'EDIT', row }),
          },
          { label: 'Plazos', icon: CalendarRange, onSelect: () => setInstalmentsOf(row) },
          { label: 'Eliminar', icon: Trash2, destructive: true, onSelect: () => setDeleting(row) },
        ]}
        onRowClick={(row) => setInstalmentsOf(row)}
      />
      <DeviceDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        formType={editing?.formType ?? 'ADD'}
        row={editing?.row}
      />
      <InstalmentsSheet
        device={instalmentsOf}
        onClose={() => setInstalmentsOf(null)}
        onEdit={(row) => setEditing({ formType: 'EDIT', row })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Eliminar ${deleting?.name ?? ''}`}
        description="Si alguna oferta ya lo incluye, no se borrará: quedará desactivado para no alterar el historial."
        confirmLabel="Eliminar"
        destructive
        onConfirm={confirmDelete}
        failureMessage={MESSAGES.customer.deleteFailure}
      />
    </section>
  );
}
