import { Button } from '../components/ui/Button';
import { DataTable } from '../components/ui/data-table/DataTable';
import type { PagedQuery } from '../components/ui/data-table/types';
import { EmptyState } from '../components/ui/EmptyState';
import { ApiError } from '../lib/http/api-error';
import type { GalleryCustomer } from './gallery-data';
import { GALLERY_CUSTOMERS } from './gallery-data';
import { GALLERY_COLUMNS } from './gallery-columns';

const base = { isFetching: false, refetch: () => undefined };
const QUERIES: { title: string; query: PagedQuery<GalleryCustomer> }[] = [
  { title: 'Cargando', query: { ...base, isPending: true, error: null } },
  {
    title: 'Sin resultados',
    query: { ...base, isPending: false, error: null, data: { results: [], count: 0, current: 1 } },
  },
  {
    title: 'Error',
    query: {
      ...base,
      isPending: false,
      error: new ApiError(500, { detail: 'El servidor no responde.' }),
    },
  },
  {
    title: 'Recuento estimado',
    query: {
      ...base,
      isPending: false,
      error: null,
      data: {
        results: GALLERY_CUSTOMERS.slice(0, 3),
        count: 123_456,
        current: 1,
        count_estimated: true,
      },
    },
  },
];

/** The DataTable's other states, side by side. */
export function StateTables() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {QUERIES.map(({ title, query }) => (
        <div key={title} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-muted">{title}</h3>
          <DataTable
            label={`Clientes: ${title.toLowerCase()}`}
            columns={GALLERY_COLUMNS.slice(0, 3)}
            query={query}
            getRowId={(row) => String(row.id)}
            page={1}
            pageSize={3}
            onPageChange={() => undefined}
            sort={{ id: 'nombre', desc: false }}
            onSortChange={() => undefined}
            noun={{ one: 'cliente', other: 'clientes' }}
            empty={
              title === 'Sin resultados' ? (
                <EmptyState
                  compact
                  title="No hay clientes con estos filtros"
                  action={
                    <Button variant="secondary" size="sm">
                      Limpiar filtros
                    </Button>
                  }
                />
              ) : undefined
            }
          />
        </div>
      ))}
    </div>
  );
}
