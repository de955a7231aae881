import {
  ATENCION_MESSAGES,
  OPERATORS,
  PROCEDURE_TYPES,
  SALES_STATUSES,
  SALE_TYPES,
  getPermissionFlags,
  type AccessSubject,
  type TAtencion,
} from '@kiwi/domain';
import { useQuery } from '@tanstack/react-query';
import { Package, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DataTable } from '../../../components/ui/data-table/DataTable';
import { FilterChips } from '../../../components/ui/filters/FilterChips';
import { FilterPanel } from '../../../components/ui/filters/FilterPanel';
import { allFilters, type FilterSection } from '../../../components/ui/filters/filter-types';
import { useListState } from '../../../components/ui/list-state/use-list-state';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Tabs } from '../../../components/ui/Tabs';
import { usePagedList } from '../../../lib/http/paged-list';
import { showSnackbar } from '../../../lib/snackbar';
import { useSession } from '../../auth/session/session-store';
import { comercialesQueryOptions } from '../../clientes/api/comerciales';
import { customerViewPath } from '../../clientes/customer-paths';
import { PIPELINE_PATH, useDeleteAtencion } from '../api/pipeline';
import { ChangeStatusDialog } from '../components/ChangeStatusDialog';
import { PackagesSheet } from '../components/PackagesSheet';
import { OFFER_COLUMNS, PROCEDURE_COLUMNS } from '../components/pipeline-columns';

type Kind = 'ofertas' | 'gestiones';

/** /teletrabajo/ofertas: the offers pipeline and the recorded gestiones (decision 1406). */
export function PipelinePage() {
  const session = useSession();
  const [tab, setTab] = useState<Kind>('ofertas');
  if (!session) return null;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 p-4 sm:p-6">
      <PageHeader title="Ofertas y gestiones" />
      <Tabs
        label="Listas"
        value={tab}
        onValueChange={(v) => setTab(v as Kind)}
        tabs={[
          {
            value: 'ofertas',
            label: 'Ofertas',
            content:
              tab === 'ofertas' ? (
                <AtencionesList kind="ofertas" subject={session.subject} />
              ) : null,
          },
          {
            value: 'gestiones',
            label: 'Gestiones',
            content:
              tab === 'gestiones' ? (
                <AtencionesList kind="gestiones" subject={session.subject} />
              ) : null,
          },
        ]}
      />
    </div>
  );
}

function AtencionesList({ kind, subject }: { kind: Kind; subject: AccessSubject }) {
  const manager = getPermissionFlags(subject).hasManagerPermission;
  const commercials = useQuery({ ...comercialesQueryOptions(), enabled: manager });
  const sections = useMemo<FilterSection[]>(() => {
    const who: FilterSection['filters'] = manager
      ? [
          {
            kind: 'select',
            key: 'comercial',
            label: 'Comercial',
            options: (commercials.data ?? [])
              .filter((c) => c.id !== null)
              .map((c) => ({ value: String(c.id), label: c.nombre })),
          },
        ]
      : [];
    if (kind === 'gestiones')
      return [
        {
          title: 'Gestión',
          filters: [
            {
              kind: 'multi-select',
              key: 'tipoGestion',
              label: 'Tipo de gestión',
              options: PROCEDURE_TYPES,
            },
            ...who,
          ],
        },
        {
          title: 'Fechas',
          filters: [{ kind: 'date-range', key: 'fecha_contacto', label: 'Fecha' }],
        },
      ];
    return [
      {
        title: 'Oferta',
        filters: [
          {
            kind: 'multi-select',
            key: 'estado',
            label: 'Estado',
            options: SALES_STATUSES.map((s) => ({ value: String(s.value), label: s.label })),
          },
          { kind: 'multi-select', key: 'tipoOferta', label: 'Tipo de venta', options: SALE_TYPES },
          { kind: 'select', key: 'operator', label: 'Operador', options: OPERATORS },
          ...who,
        ],
      },
      {
        title: 'Fechas',
        filters: [
          { kind: 'date-range', key: 'updated_on', label: 'Actualizada' },
          { kind: 'date-range', key: 'fecha_venta', label: 'Venta' },
        ],
      },
    ];
  }, [kind, manager, commercials.data]);
  const list = useListState({
    filters: allFilters(sections),
    namespace: kind,
    defaultPageSize: 25,
  });
  const query = usePagedList<TAtencion>({
    queryKey: ['atenciones', 'pipeline', kind],
    path: PIPELINE_PATH,
    params: { ...list.apiParams, ...(kind === 'gestiones' ? { filtrar: 'gestiones' } : {}) },
    page: list.page,
    onPageChange: list.setPage,
  });
  const navigate = useNavigate();
  const [editing, setEditing] = useState<TAtencion | null>(null);
  const [packagesOf, setPackagesOf] = useState<TAtencion | null>(null);
  const [deleting, setDeleting] = useState<TAtencion | null>(null);
  const remove = useDeleteAtencion();
  return (
    <div className="grid gap-3">
      <FilterChips
        definitions={allFilters(sections)}
        values={list.filters}
        onRemove={(key) => list.setFilter(key, undefined)}
        onClear={list.clearFilters}
      />
      <DataTable
        label={kind === 'ofertas' ? 'Ofertas' : 'Gestiones'}
        columns={kind === 'ofertas' ? OFFER_COLUMNS : PROCEDURE_COLUMNS}
        query={query}
        getRowId={(row) => String(row.id)}
        {...list.tableProps}
        noun={
          kind === 'ofertas'
            ? { one: 'oferta', other: 'ofertas' }
            : { one: 'gestión', other: 'gestiones' }
        }
        toolbar={
          <FilterPanel sections={sections} values={list.filters} onApply={list.setFilters} />
        }
        onRowClick={(row) => navigate(customerViewPath(row.cliente.id))}
        getRowLabel={(row) => row.cliente.nombre}
        rowActions={(row) => [
          {
            label: kind === 'ofertas' ? 'Cambiar estado' : 'Editar',
            icon: Pencil,
            onSelect: () => setEditing(row),
          },
          ...(row.oferta
            ? [{ label: 'Paquetes', icon: Package, onSelect: () => setPackagesOf(row) }]
            : []),
          { label: 'Eliminar', icon: Trash2, destructive: true, onSelect: () => setDeleting(row) },
        ]}
      />
      {editing ? (
        <ChangeStatusDialog
          atencion={editing}
          subject={subject}
          onOpenChange={(o) => !o && setEditing(null)}
        />
      ) : null}
      {packagesOf?.oferta ? (
        <PackagesSheet
          offerId={packagesOf.oferta.id}
          title={packagesOf.cliente.nombre}
          onOpenChange={(o) => !o && setPackagesOf(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={kind === 'ofertas' ? 'Eliminar la oferta' : 'Eliminar la gestión'}
        description={
          deleting ? `${deleting.cliente.nombre}: se borrará la atención y lo que registró.` : ''
        }
        confirmLabel="Eliminar"
        destructive
        failureMessage={ATENCION_MESSAGES.deleteFailure}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(deleting!.id);
          } catch (error) {
            showSnackbar({
              kind: 'error',
              message:
                kind === 'ofertas'
                  ? ATENCION_MESSAGES.deleteFailure
                  : ATENCION_MESSAGES.entryDeleteFailure,
            });
            throw error;
          }
          showSnackbar({
            kind: 'success',
            message:
              kind === 'ofertas' ? ATENCION_MESSAGES.deleted : ATENCION_MESSAGES.entryDeleted,
          });
          setDeleting(null);
        }}
      />
    </div>
  );
}
