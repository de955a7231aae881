import { CALL_TYPES, NOT_INTERESTED_TYPES, NO_INTEREST_MESSAGES } from '@kiwi/domain';
import { ThumbsDown } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { SelectControl } from '../../../components/ui/form/controlled-fields';
import { Textarea } from '../../../components/ui/Textarea';
import { showSnackbar } from '../../../lib/snackbar';
import type { CustomerViewSlotProps } from '../../clientes/customer-view-slots';
import { useCreateEntrada } from '../api/entradas';

interface Values {
  no_interesado: { razon: string; tipo: string; notas: string };
}

const ZNoInterestForm = z.object({
  no_interesado: z.object({
    razon: z.string().min(1, { error: 'Indique la razón' }),
    tipo: z.string().min(1, { error: 'Indique el tipo' }),
    notas: z.string().max(2000, { error: 'Máximo 2000 caracteres' }),
  }),
});

const reasonLabel = (value: string) =>
  NOT_INTERESTED_TYPES.find((t) => t.value === value)?.label ?? value;

/** "No interesado": reason and call type; the customer's state and reason change with it. */
export function NoInterestAction({ customer, refresh }: CustomerViewSlotProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateEntrada();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <ThumbsDown aria-hidden className="size-4" />
        No interesado
      </Button>
      <FormDialog<Values, z.output<typeof ZNoInterestForm>>
        open={open}
        onOpenChange={setOpen}
        mode="create"
        title="No interesado"
        description={customer.nombre}
        submitLabel="Guardar"
        failureMessage={NO_INTEREST_MESSAGES.failure}
        schema={ZNoInterestForm}
        defaultValues={{ no_interesado: { razon: '', tipo: '', notas: '' } }}
        onSubmit={async (values) => {
          try {
            await create.mutateAsync({
              tipo_atencion: 'NO_INTERESADO',
              cliente: customer.id,
              notas: null,
              no_interesado: {
                ...values.no_interesado,
                razon: reasonLabel(values.no_interesado.razon),
              },
            });
          } catch (error) {
            showSnackbar({ kind: 'error', message: NO_INTEREST_MESSAGES.failure });
            throw error;
          }
          showSnackbar({ kind: 'success', message: NO_INTEREST_MESSAGES.success });
          await refresh();
        }}
      >
        {(form) => (
          <div className="grid gap-4">
            <SelectControl
              control={form.control}
              name="no_interesado.razon"
              label="Razón"
              required
              options={NOT_INTERESTED_TYPES}
            />
            <SelectControl
              control={form.control}
              name="no_interesado.tipo"
              label="Tipo de llamada"
              required
              options={CALL_TYPES}
            />
            <Textarea
              label="Notas"
              rows={3}
              error={form.formState.errors.no_interesado?.notas?.message}
              {...form.register('no_interesado.notas')}
            />
          </div>
        )}
      </FormDialog>
    </>
  );
}
