import { CUSTOMER_MESSAGES, ROLE } from '@kiwi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FormDialog, type FormMode } from '../../../components/ui/form/FormDialog';
import { showSnackbar } from '../../../lib/snackbar';
import { useSession } from '../../auth/session/session-store';
import { createCustomer, customerKeys, updateCustomer } from '../api/customer';
import type { CustomerView } from '../api/customer-shapes';
import { customerViewPath } from '../customer-paths';
import {
  customerFormSchema,
  customerToFormValues,
  emptyCustomerForm,
  type CustomerFormValues,
  type CustomerSaveBody,
} from './customer-form-values';
import { CustomerFormFields } from './CustomerFormFields';
import { DuplicateNotice } from './DuplicateNotice';
import { duplicateOf, withoutDuplicate, type DuplicateAnswer } from './duplicate-error';

export interface CustomerFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'create' starts empty; 'edit' and 'view' show `customer`. */
  mode: FormMode;
  customer?: CustomerView | null;
  /** After every successful save (a create answers the customer with its id). */
  onSaved?: (customer: CustomerView, how: 'created' | 'updated') => void;
  /** A link to the customer's full view once it exists (default on; off inside the view). */
  showFullViewLink?: boolean;
}

const TITLES: Record<FormMode, string> = {
  create: 'Nuevo cliente',
  edit: 'Editar cliente',
  view: 'Cliente',
};

/**
 * The customer form of spec §4 in its three modes. A saved create becomes an
 * edit of the customer the API answered (same dialog, its id from now on);
 * a saved edit closes. §8 messages: 'Guardado correctamente' / 'Ha habido un
 * problema' (7 s). A duplicate documento or phone links the existing customer.
 */
export function CustomerFormDialog({
  open,
  onOpenChange,
  mode: initialMode,
  customer: initialCustomer = null,
  onSaved,
  showFullViewLink = true,
}: CustomerFormDialogProps) {
  const queryClient = useQueryClient();
  const session = useSession();
  const [mode, setMode] = useState<FormMode>(initialMode);
  const [customer, setCustomer] = useState<CustomerView | null>(initialCustomer);
  const [duplicate, setDuplicate] = useState<DuplicateAnswer | null>(null);

  // Each opening starts from what the caller asks for.
  useEffect(() => {
    if (open) {
      setMode(initialMode);
      setCustomer(initialCustomer);
      setDuplicate(null);
    }
  }, [open, initialMode, initialCustomer]);

  const subject = session?.subject;
  const isComercial = subject ? subject.roleId === ROLE.Comercial && !subject.isAdmin : false;
  const self = session ? { id: session.user.id, nombre: session.user.nombre_completo } : undefined;
  const defaults: CustomerFormValues = customer
    ? customerToFormValues(customer)
    : emptyCustomerForm(isComercial && self ? self.id : null);

  const save = async (body: CustomerSaveBody) => {
    setDuplicate(null);
    try {
      const saved = customer ? await updateCustomer(customer.id, body) : await createCustomer(body);
      queryClient.setQueryData(customerKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      showSnackbar({ kind: 'success', message: CUSTOMER_MESSAGES.saveSuccess });
      const how = customer ? 'updated' : 'created';
      if (!customer) {
        setCustomer(saved);
        setMode('edit');
      }
      onSaved?.(saved, how);
    } catch (error) {
      setDuplicate(duplicateOf(error));
      showSnackbar({ kind: 'error', message: CUSTOMER_MESSAGES.saveFailure });
      throw withoutDuplicate(error);
    }
  };

  const fullViewLink =
    showFullViewLink && customer ? (
      <Link
        to={customerViewPath(customer.id)}
        onClick={() => onOpenChange(false)}
        className="inline-flex h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <ExternalLink className="size-4" aria-hidden="true" />
        Abrir ficha
      </Link>
    ) : undefined;

  return (
    <FormDialog<CustomerFormValues, CustomerSaveBody>
      open={open}
      onOpenChange={onOpenChange}
      mode={mode}
      title={customer && mode !== 'create' ? `${TITLES[mode]}: ${customer.nombre}` : TITLES[mode]}
      schema={customerFormSchema}
      defaultValues={defaults}
      onSubmit={save}
      onEdit={() => setMode('edit')}
      closeOnSuccess={customer !== null}
      failureMessage={CUSTOMER_MESSAGES.saveFailure}
      footerStart={fullViewLink}
    >
      {(form, state) => (
        <>
          {duplicate ? (
            <DuplicateNotice duplicate={duplicate} onOpen={() => onOpenChange(false)} />
          ) : null}
          <CustomerFormFields
            form={form}
            readOnly={state.readOnly}
            canChooseCommercial={!isComercial}
            self={self}
          />
        </>
      )}
    </FormDialog>
  );
}
