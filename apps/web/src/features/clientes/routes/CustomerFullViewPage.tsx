import { CUSTOMER_MESSAGES } from '@kiwi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { SquarePen, Trash2, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Skeleton, SkeletonText } from '../../../components/ui/Skeleton';
import { Tabs } from '../../../components/ui/Tabs';
import { isApiError } from '../../../lib/http/api-error';
import { showSnackbar } from '../../../lib/snackbar';
import { customerKeys, deleteCustomer, useCustomer } from '../api/customer';
import { useNotas } from '../api/notas';
import { CustomerFormDialog } from '../components/CustomerFormDialog';
import { ChangeHistorySection } from '../components/view/ChangeHistorySection';
import { ContactHistorySection } from '../components/view/ContactHistorySection';
import { ContractsSection } from '../components/view/ContractsSection';
import { CustomerDataCard } from '../components/view/CustomerDataCard';
import { CustomerHeader } from '../components/view/CustomerHeader';
import { NotesSection } from '../components/view/NotesSection';
import { CUSTOMER_LIST_PATH } from '../customer-paths';
import type { CustomerViewExtensions, CustomerViewSlotProps } from '../customer-view-slots';

const SECTION_PARAM = 'seccion';

/**
 * The customer full view (route 'clienteFicha', /teletrabajo/clientes/:id,
 * decision 1320): header with the key data and the modules' actions, then
 * Datos, Notas, Historial de contactos, Contratos, Historial de cambios.
 */
export function CustomerFullViewPage({ extensions = {} }: { extensions?: CustomerViewExtensions }) {
  const params = useParams();
  const id = Number(params['id']);
  const validId = Number.isInteger(id) && id > 0;
  const customer = useCustomer(validId ? id : 0);
  const notFound = !validId || isApiError(customer.error, 404);

  useEffect(() => {
    if (notFound) showSnackbar({ kind: 'error', message: CUSTOMER_MESSAGES.notFound });
  }, [notFound]);

  if (notFound) {
    return (
      <EmptyState
        icon={UserX}
        title={CUSTOMER_MESSAGES.notFound}
        description="Puede que se haya eliminado o que no esté asignado a usted."
        action={
          <Link to={CUSTOMER_LIST_PATH} className="font-medium text-primary hover:underline">
            Volver a clientes
          </Link>
        }
      />
    );
  }
  if (customer.isError) {
    return (
      <EmptyState
        title="No se ha podido cargar el cliente"
        action={
          <Button variant="secondary" onClick={() => void customer.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  }
  if (!customer.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-8 w-64" />
        <SkeletonText lines={6} />
      </div>
    );
  }
  return <CustomerFullView customer={customer.data} extensions={extensions} />;
}

function CustomerFullView({
  customer,
  extensions,
}: {
  customer: CustomerViewSlotProps['customer'];
  extensions: CustomerViewExtensions;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const notas = useNotas(customer.id);

  const refresh = () => queryClient.invalidateQueries({ queryKey: customerKeys.all });
  const slot: CustomerViewSlotProps = { customer, refresh };

  const remove = async () => {
    try {
      await deleteCustomer(customer.id);
    } catch (error) {
      showSnackbar({ kind: 'error', message: CUSTOMER_MESSAGES.deleteFailure });
      throw error;
    }
    queryClient.removeQueries({ queryKey: customerKeys.detail(customer.id) });
    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    showSnackbar({ kind: 'success', message: CUSTOMER_MESSAGES.deleteSuccess });
    void navigate(CUSTOMER_LIST_PATH);
  };

  const tabs = [
    {
      value: 'datos',
      label: 'Datos',
      content: <CustomerDataCard customer={customer} onEdit={() => setEditing(true)} />,
    },
    {
      value: 'notas',
      label: 'Notas',
      count: notas.data?.length,
      content: <NotesSection customerId={customer.id} />,
    },
    {
      value: 'contactos',
      label: 'Historial de contactos',
      content: <ContactHistorySection customerId={customer.id} />,
    },
    {
      value: 'contratos',
      label: 'Contratos',
      content: <ContractsSection customerId={customer.id} />,
    },
    {
      value: 'cambios',
      label: 'Historial de cambios',
      content: <ChangeHistorySection customerId={customer.id} />,
    },
    ...(extensions.tabs ?? []).map((tab) => ({
      value: tab.value,
      label: tab.label,
      content: <tab.Component {...slot} />,
    })),
  ];
  const section = search.get(SECTION_PARAM);
  const current = tabs.some((tab) => tab.value === section) ? (section as string) : 'datos';

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col">
      <CustomerHeader
        customer={customer}
        actions={
          <>
            {(extensions.actions ?? []).map((Action, index) => (
              <Action key={index} {...slot} />
            ))}
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <SquarePen className="size-4" aria-hidden="true" />
              Editar
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(true)} className="text-danger">
              <Trash2 className="size-4" aria-hidden="true" />
              Eliminar
            </Button>
          </>
        }
      />
      <Tabs
        label="Secciones del cliente"
        tabs={tabs}
        value={current}
        onValueChange={(value) =>
          setSearch(
            (previous) => {
              const next = new URLSearchParams(previous);
              if (value === 'datos') next.delete(SECTION_PARAM);
              else next.set(SECTION_PARAM, value);
              return next;
            },
            { replace: true },
          )
        }
      />
      <CustomerFormDialog
        open={editing}
        onOpenChange={setEditing}
        mode="edit"
        customer={customer}
        showFullViewLink={false}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Eliminar cliente"
        description={`Se eliminará el cliente ${customer.nombre}. No se puede deshacer.`}
        confirmLabel="Eliminar"
        destructive
        failureMessage={CUSTOMER_MESSAGES.deleteFailure}
        onConfirm={remove}
      />
    </div>
  );
}
