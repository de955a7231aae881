import { getPermissionFlags } from '@kiwi/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { DataTable } from '../../../components/ui/data-table/DataTable';
import { useRowSelection } from '../../../components/ui/data-table/use-row-selection';
import { FilterChips } from '../../../components/ui/filters/FilterChips';
import { FilterPanel } from '../../../components/ui/filters/FilterPanel';
import { PageHeader } from '../../../components/ui/PageHeader';
import { ExportButton } from '../../../components/ui/tasks/ExportButton';
import { useSession } from '../../auth/session/session-store';
import { startTeletrabajoExport } from '../api/export-teletrabajo';
import { BulkActionButtons } from '../components/BulkActionButtons';
import { BulkActionDialog } from '../components/BulkActionDialog';
import { BulkTaskProgress } from '../components/BulkTaskProgress';
import { CUSTOMER_COLUMNS } from '../components/customer-columns';
import { TeletrabajoViews } from '../components/TeletrabajoViews';
import { useBulkActions } from '../components/use-bulk-actions';
import { useCustomerList } from '../components/use-customer-list';
import type { TeletrabajoExtensions } from '../teletrabajo-slots';

export const CUSTOMER_NOUN = { one: 'cliente', other: 'clientes' };

/** Path of a customer's full view (features/clientes). */
export function customerPath(id: number): string {
  return `/teletrabajo/clientes/${id}`;
}

/**
 * /teletrabajo: the customer table with every filter, the top-bar search,
 * saved views, export, and — for Managers and above — bulk actions.
 */
export function TeletrabajoPage({ extensions = {} }: { extensions?: TeletrabajoExtensions }) {
  const { CreateCustomer, ImportCustomers } = extensions;
  const [creating, setCreating] = useState(false);
  const session = useSession();
  const flags = session ? getPermissionFlags(session.subject) : null;
  const canBulk = Boolean(flags?.hasManagerPermission);
  const navigate = useNavigate();
  const { list, query, sections, definitions, comerciales, origenes } = useCustomerList();
  const selection = useRowSelection(list.filters);
  const bulk = useBulkActions(selection, list.apiParams);
  const total = query.data?.count ?? 0;

  return (
    <section className="mx-auto flex max-w-screen-2xl flex-col gap-4">
      <PageHeader
        title="Teletrabajo"
        description="Clientes y leads: busque, filtre y abra su ficha."
        actions={
          <>
            {ImportCustomers ? <ImportCustomers /> : null}
            <ExportButton start={() => startTeletrabajoExport(list.apiParams)} />
            {CreateCustomer ? (
              <Button size="sm" onClick={() => setCreating(true)}>
                <UserPlus className="size-4" aria-hidden="true" />
                Nuevo cliente
              </Button>
            ) : null}
          </>
        }
      />
      {CreateCustomer ? <CreateCustomer open={creating} onOpenChange={setCreating} /> : null}
      <FilterChips
        definitions={definitions}
        values={list.filters}
        onRemove={(key) => list.setFilter(key, undefined)}
        onClear={list.clearFilters}
      />
      {bulk.running ? <BulkTaskProgress task={bulk.running} onFinished={bulk.finished} /> : null}
      <DataTable
        label="Clientes"
        columns={CUSTOMER_COLUMNS}
        query={query}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.nombre}
        {...list.tableProps}
        noun={CUSTOMER_NOUN}
        toolbar={
          <>
            <FilterPanel sections={sections} values={list.filters} onApply={list.setFilters} />
            <TeletrabajoViews list={list} canShare={canBulk} />
          </>
        }
        {...(canBulk
          ? {
              selection,
              bulkActions: () => <BulkActionButtons onChoose={bulk.open} />,
            }
          : {})}
        onRowClick={(row) => void navigate(customerPath(row.id))}
      />
      <BulkActionDialog
        kind={bulk.kind}
        target={{ selection: bulk.chosen, total, estimated: query.data?.count_estimated }}
        comerciales={comerciales}
        origenes={origenes}
        onClose={bulk.close}
        onConfirm={bulk.confirm}
      />
    </section>
  );
}
