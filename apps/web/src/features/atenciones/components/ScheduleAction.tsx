import { SCHEDULE_MESSAGES } from '@kiwi/domain';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { DateTimePicker } from '../../../components/ui/dates/DateTimePicker';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { SwitchControl } from '../../../components/ui/form/controlled-fields';
import { Textarea } from '../../../components/ui/Textarea';
import { madridToday } from '../../../lib/madrid-days';
import { showSnackbar } from '../../../lib/snackbar';
import type { CustomerViewSlotProps } from '../../clientes/customer-view-slots';
import { useCreateEntrada } from '../api/entradas';

interface Values {
  agendado: { fecha_agendado: string | null; notas: string; abierto: boolean };
}

const ZScheduleForm = z.object({
  agendado: z.object({
    fecha_agendado: z
      .string({ error: 'Indique la fecha y la hora' })
      .nullable()
      .refine((v) => v !== null, { error: 'Indique la fecha y la hora' })
      .refine((v) => v === null || new Date(v).getTime() > Date.now() - 60_000, {
        error: 'La fecha del agendado no puede estar en el pasado.',
      }),
    notas: z.string().max(2000, { error: 'Máximo 2000 caracteres' }),
    abierto: z.boolean(),
  }),
});

/** "Agendar" in the customer full view: a follow-up with notes, reservado or abierto (decision 1403). */
export function ScheduleAction({ customer, refresh }: CustomerViewSlotProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateEntrada();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <CalendarPlus aria-hidden className="size-4" />
        Agendar
      </Button>
      <FormDialog<Values, z.output<typeof ZScheduleForm>>
        open={open}
        onOpenChange={setOpen}
        mode="create"
        title="Agendar llamada"
        description={customer.nombre}
        submitLabel="Agendar"
        failureMessage={SCHEDULE_MESSAGES.failure}
        schema={ZScheduleForm}
        defaultValues={{ agendado: { fecha_agendado: null, notas: '', abierto: false } }}
        onSubmit={async (values) => {
          try {
            await create.mutateAsync({
              tipo_atencion: 'AGENDADO',
              cliente: customer.id,
              notas: null,
              agendado: {
                fecha_agendado: values.agendado.fecha_agendado!,
                notas: values.agendado.notas,
                abierto: values.agendado.abierto,
              },
            });
          } catch (error) {
            showSnackbar({ kind: 'error', message: SCHEDULE_MESSAGES.failure, durationMs: 8000 });
            throw error;
          }
          showSnackbar({ kind: 'success', message: SCHEDULE_MESSAGES.success });
          await refresh();
        }}
      >
        {(form) => (
          <div className="grid gap-4">
            <Controller
              control={form.control}
              name="agendado.fecha_agendado"
              render={({ field, fieldState }) => (
                <DateTimePicker
                  label="Fecha y hora"
                  required
                  min={madridToday()}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Textarea
              label="Notas"
              rows={3}
              error={form.formState.errors.agendado?.notas?.message}
              {...form.register('agendado.notas')}
            />
            <SwitchControl
              control={form.control}
              name="agendado.abierto"
              label="Abierto al equipo"
              hint="Si se retrasa, cualquier comercial del equipo podrá tomarlo."
            />
          </div>
        )}
      </FormDialog>
    </>
  );
}
