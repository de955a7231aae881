import { PROCEDURE_MESSAGES } from '@kiwi/domain';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { Select } from '../../../components/ui/Select';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { Textarea } from '../../../components/ui/Textarea';
import { showSnackbar } from '../../../lib/snackbar';
import type { CustomerViewSlotProps } from '../../clientes/customer-view-slots';
import { useCreateEntrada } from '../api/entradas';
import { useActiveProcedures } from '../api/procedures';

interface Values {
  gestion: string;
  notas: string;
}

const ZProcedureForm = z.object({
  gestion: z.string().min(1, { error: 'Elija la gestión' }),
  notas: z.string().max(2000, { error: 'Máximo 2000 caracteres' }),
});

/** "Gestión": a procedure of the active catalogue recorded on the customer. */
export function ProcedureAction({ customer, refresh }: CustomerViewSlotProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateEntrada();
  const procedures = useActiveProcedures(open);
  const options = (procedures.data ?? []).map((p) => ({
    value: String(p.id),
    label: p.operator ? `${p.name} (${p.operator})` : p.name,
  }));
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <ClipboardCheck aria-hidden className="size-4" />
        Gestión
      </Button>
      <FormDialog<Values, z.output<typeof ZProcedureForm>>
        open={open}
        onOpenChange={setOpen}
        mode="create"
        title="Registrar gestión"
        description={customer.nombre}
        submitLabel="Registrar"
        failureMessage={PROCEDURE_MESSAGES.failure}
        schema={ZProcedureForm}
        defaultValues={{ gestion: '', notas: '' }}
        onSubmit={async (values) => {
          try {
            await create.mutateAsync({
              tipo_atencion: 'GESTION',
              cliente: customer.id,
              gestion: Number(values.gestion),
              notas: values.notas,
            });
          } catch (error) {
            showSnackbar({ kind: 'error', message: PROCEDURE_MESSAGES.failure });
            throw error;
          }
          showSnackbar({ kind: 'success', message: PROCEDURE_MESSAGES.success });
          await refresh();
        }}
      >
        {(form) => (
          <div className="grid gap-4">
            <Controller
              control={form.control}
              name="gestion"
              render={({ field, fieldState }) => (
                <Select<string>
                  label="Gestión"
                  required
                  options={options}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  error={
                    fieldState.error?.message ??
                    (procedures.isError ? 'No se pudo cargar el contenido' : undefined)
                  }
                />
              )}
            />
            <Textarea
              label="Notas"
              rows={3}
              error={form.formState.errors.notas?.message}
              {...form.register('notas')}
            />
          </div>
        )}
      </FormDialog>
    </>
  );
}
