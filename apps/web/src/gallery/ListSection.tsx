import { Pencil, Trash2, UserRoundCog } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/Button';
import { DataTable } from '../components/ui/data-table/DataTable';
import { useRowSelection } from '../components/ui/data-table/use-row-selection';
import { FilterChips } from '../components/ui/filters/FilterChips';
import { FilterPanel } from '../components/ui/filters/FilterPanel';
import { allFilters } from '../components/ui/filters/filter-types';
import { SavedViewsMenu, type SavedView } from '../components/ui/list-state/SavedViewsMenu';
import { useListState } from '../components/ui/list-state/use-list-state';
import { ExportButton } from '../components/ui/tasks/ExportButton';
import { usePagedList } from '../lib/http/paged-list';
import { showSnackbar } from '../lib/snackbar';
import { startGalleryExport } from './gallery-api';
import { GALLERY_FILTERS, type GalleryCustomer } from './gallery-data';
import { GALLERY_COLUMNS } from './gallery-columns';
import { GallerySection } from './GallerySection';
import { StateTables } from './StateTables';

const FILTERS = allFilters(GALLERY_FILTERS);

export function ListSection() {
  const list = useListState({ filters: FILTERS, defaultSort: { id: 'nombre', desc: false } });
  const query = usePagedList<GalleryCustomer>({
    queryKey: ['galeria-clientes'],
    path: '/api/clientes/entradas/',
    params: list.apiParams,
    page: list.page,
    onPageChange: list.setPage,
  });
  const selection = useRowSelection(list.filters);
  const [views, setViews] = useState<SavedView[]>([
    {
      id: 1,
      name: 'Pendientes y presentadas',
      view: {
        filters: { estadoOferta: ['1', '2'] },
        sort: { id: 'nombre', desc: false },
        columns: null,
      },
      canDelete: true,
    },
    {
      id: 2,
      name: 'Sin comercial',
      shared: true,
      view: { filters: { comercial: 'null' }, sort: null, columns: null },
    },
  ]);

  return (
    <GallerySection id="listas" title="Listas: DataTable, filtros, vistas, exportación">
      <FilterChips
        definitions={FILTERS}
        values={list.filters}
        onRemove={(key) => list.setFilter(key, undefined)}
        onClear={list.clearFilters}
      />
      <DataTable
        label="Clientes"
        columns={GALLERY_COLUMNS}
        query={query}
        getRowId={(row) => String(row.id)}
        {...list.tableProps}
        noun={{ one: 'cliente', other: 'clientes' }}
        selection={selection}
        toolbar={
          <>
            <FilterPanel
              sections={GALLERY_FILTERS}
              values={list.filters}
              onApply={list.setFilters}
            />
            <SavedViewsMenu
              views={views}
              current={list.view}
              onApply={(saved) => list.applyView(saved.view)}
              onSave={async ({ name, shared, view }) => {
                setViews((current) => [
                  ...current,
                  { id: Date.now(), name, shared, view, canDelete: true },
                ]);
              }}
              onDelete={async (saved) =>
                setViews((current) => current.filter((view) => view.id !== saved.id))
              }
              canShare
            />
            <ExportButton start={startGalleryExport} />
          </>
        }
        bulkActions={(current) => (
          <Button
            size="sm"
            onClick={() =>
              showSnackbar({
                kind: 'info',
                message: current.allMatching
                  ? 'Reasignar todos los que coinciden'
                  : `Reasignar ${current.ids.size}`,
              })
            }
          >
            <UserRoundCog className="size-4" aria-hidden="true" />
            Reasignar
          </Button>
        )}
        rowActions={(row) => [
          {
            label: 'Editar',
            icon: Pencil,
            onSelect: () => showSnackbar({ kind: 'info', message: `Editar ${row.nombre}` }),
          },
          {
            label: 'Eliminar',
            icon: Trash2,
            destructive: true,
            onSelect: () => showSnackbar({ kind: 'info', message: `Eliminar ${row.nombre}` }),
          },
        ]}
        onRowClick={(row) => showSnackbar({ kind: 'info', message: `Abrir ${row.nombre}` })}
      />
      <StateTables />
    </GallerySection>
  );
}
