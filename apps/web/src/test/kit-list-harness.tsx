import { SALES_STATUSES } from '@kiwi/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { render } from '@testing-library/react';
import { Trash2 } from 'lucide-react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Button } from '../components/ui/Button';
import { DataTable } from '../components/ui/data-table/DataTable';
import { useRowSelection, type RowSelection } from '../components/ui/data-table/use-row-selection';
import { FilterChips } from '../components/ui/filters/FilterChips';
import { FilterPanel } from '../components/ui/filters/FilterPanel';
import { allFilters, type FilterSection } from '../components/ui/filters/filter-types';
import { useListState } from '../components/ui/list-state/use-list-state';
import { StatusChip } from '../components/ui/StatusChip';
import { INVALID_PAGE_DETAIL, usePagedList } from '../lib/http/paged-list';
import { createQueryClient } from '../lib/query-client';
import { fakeApi, json, type Handler } from './fake-api';

/**
 * A customer list built the way features build theirs (useListState +
 * usePagedList + DataTable + FilterPanel + FilterChips) against a fake API,
 * for the UI kit's behaviour tests.
 */
export interface FakeCustomer {
  id: number;
  nombre: string;
  telefono: string;
  localidad: string;
  estado: number;
  email: string;
}

const NAMES = [
  'Ana García',
  'Blas Núñez',
  'Carla Ruiz',
  'Darío Gil',
  'Elena Sanz',
  'Félix Mora',
  'Gema Vidal',
];
export const FAKE_CUSTOMERS: FakeCustomer[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  nombre: `${NAMES[index % NAMES.length]} ${index + 1}`,
  telefono: `6000000${String(index).padStart(2, '0')}`,
  localidad: index % 2 === 0 ? 'Málaga' : 'Sevilla',
  estado: (index % 7) + 1,
  email: `cliente${index + 1}@example.com`,
}));

export const LIST_PATH = '/api/clientes/entradas/';

export const FILTER_SECTIONS: FilterSection[] = [
  {
    title: 'Contacto',
    filters: [
      { kind: 'text', key: 'nombre', label: 'Nombre' },
      { kind: 'text', key: 'telefono', label: 'Teléfono' },
    ],
  },
  {
    title: 'Ofertas y ventas',
    filters: [
      {
        kind: 'multi-select',
        key: 'estadoOferta',
        label: 'Estado de la oferta',
        options: SALES_STATUSES.map((status) => ({ value: status.value, label: status.label })),
      },
    ],
  },
  {
    title: 'Seguimientos',
    filters: [
      { kind: 'date-range', key: 'fecha_contacto', label: 'Fecha de contacto' },
      { kind: 'boolean', key: 'agendado', label: 'Con seguimiento' },
    ],
  },
];

const COLUMNS: ColumnDef<FakeCustomer, unknown>[] = [
  { accessorKey: 'nombre', enableSorting: true, meta: { label: 'Nombre', card: 'title' } },
  { accessorKey: 'telefono', meta: { label: 'Teléfono', card: 'field' } },
  { accessorKey: 'localidad', enableSorting: true, meta: { label: 'Localidad', card: 'subtitle' } },
  {
    accessorKey: 'estado',
    meta: { label: 'Estado', card: 'badge' },
    cell: (context) => <StatusChip catalogue="salesStatus" value={context.getValue() as number} />,
  },
  { accessorKey: 'email', meta: { label: 'Email', defaultHidden: true, card: 'field' } },
];

export interface ServeOptions {
  estimated?: boolean;
  /** Answers this status (with {detail}) instead of the list, until `failures` calls failed. */
  failWith?: { status: number; failures: number };
}

/** Serves FAKE_CUSTOMERS with nombre/estadoOferta filters, ordering and paging like the API. */
export function serveCustomers(options: ServeOptions = {}): Handler {
  let failures = 0;
  return ({ search }) => {
    if (options.failWith && failures < options.failWith.failures) {
      failures += 1;
      return json({ detail: 'Error interno' }, options.failWith.status);
    }
    const nombre = search.get('nombre')?.toLowerCase();
    const estados = search.getAll('estadoOferta[]').map(Number);
    let rows = FAKE_CUSTOMERS.filter(
      (row) =>
        (!nombre || row.nombre.toLowerCase().includes(nombre)) &&
        (estados.length === 0 || estados.includes(row.estado)),
    );
    const ordering = search.get('ordering') ?? 'nombre';
    const field = ordering.replace(/^-/, '') as keyof FakeCustomer;
    rows = [...rows].sort(
      (a, b) => String(a[field]).localeCompare(String(b[field])) || a.id - b.id,
    );
    if (ordering.startsWith('-')) rows.reverse();
    const size = Number(search.get('itemsPerPage') ?? 25);
    const page = Number(search.get('page') ?? 1);
    const start = (page - 1) * size;
    if (page > 1 && start >= rows.length) return json({ detail: INVALID_PAGE_DETAIL }, 404);
    return json({
      results: rows.slice(start, start + size),
      count: rows.length,
      current: page,
      ...(options.estimated ? { count_estimated: true } : {}),
    });
  };
}

export interface HarnessCallbacks {
  onBulk?: (selection: RowSelection) => void;
  onDelete?: (row: FakeCustomer) => void;
  onOpen?: (row: FakeCustomer) => void;
}

function CustomerList({
  onBulk,
  onDelete,
  onOpen,
  view,
}: HarnessCallbacks & { view?: 'table' | 'cards' }) {
  const list = useListState({
    filters: allFilters(FILTER_SECTIONS),
    defaultSort: { id: 'nombre', desc: false },
    defaultPageSize: 10,
  });
  const query = usePagedList<FakeCustomer>({
    queryKey: ['kit-harness'],
    path: LIST_PATH,
    params: list.apiParams,
    page: list.page,
    onPageChange: list.setPage,
  });
  const selection = useRowSelection(list.filters);
  return (
    <div>
      <FilterChips
        definitions={allFilters(FILTER_SECTIONS)}
        values={list.filters}
        onRemove={(key) => list.setFilter(key, undefined)}
        onClear={list.clearFilters}
      />
      <DataTable
        label="Clientes"
        columns={COLUMNS}
        query={query}
        getRowId={(row) => String(row.id)}
        {...list.tableProps}
        view={view}
        selection={selection}
        noun={{ one: 'cliente', other: 'clientes' }}
        toolbar={
          <FilterPanel sections={FILTER_SECTIONS} values={list.filters} onApply={list.setFilters} />
        }
        bulkActions={(current) => (
          <Button size="sm" onClick={() => onBulk?.(current)}>
            Reasignar
          </Button>
        )}
        rowActions={(row) => [
          { label: 'Eliminar', icon: Trash2, destructive: true, onSelect: () => onDelete?.(row) },
        ]}
        onRowClick={onOpen}
      />
    </div>
  );
}

/** Renders the list at `url` (e.g. '/clientes?page=2') against serveCustomers(options). */
export function renderCustomerList(
  url = '/clientes',
  {
    serve = {},
    view,
    ...callbacks
  }: HarnessCallbacks & { serve?: ServeOptions; view?: 'table' | 'cards' } = {},
) {
  const api = fakeApi({ [`GET ${LIST_PATH}`]: serveCustomers(serve) });
  const router = createMemoryRouter(
    [{ path: '/clientes', element: <CustomerList {...callbacks} view={view} /> }],
    {
      initialEntries: [url],
    },
  );
  const view_ = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  const lastCall = () => api.callsTo('GET', LIST_PATH).at(-1)!.search;
  return { ...view_, api, router, search, lastCall };
}
