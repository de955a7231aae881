import {
  INSTALMENT_TYPES,
  MESSAGES,
  ZCreateInstalmentRequestSchema,
  impliedFinalPrice,
} from '@kiwi/domain';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Combobox } from '../../../components/ui/combobox/Combobox';
import {
  NumberControl,
  SelectControl,
  SwitchControl,
} from '../../../components/ui/form/controlled-fields';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { showSnackbar } from '../../../lib/snackbar';
import { useSaveInstalment } from '../api/devices';
import type { DeviceRow, InstalmentRow } from '../api/device-types';
import {
  INSTALMENT_TARGETS,
  useInstalmentTargets,
  type InstalmentTarget,
} from '../api/instalment-targets';
import { formatEuros } from '../../../lib/money-format';

interface Values {
  object_type: InstalmentTarget;
  object_id: number | null;
  months: number | null;
  installment_type: string;
  initial_price: number | string | null;
  month_price: number | string | null;
  final_price: number | string | null;
  is_active: boolean;
  terminal: number;
}

/**
 * A device's instalment plan for a tariff or an additional line: entry,
 * number of months, monthly and final price (checked against each other).
 * A failed save shows 'Error al Editar' (spec §8) and the field errors.
 */
export function InstalmentDialog({
  open,
  onOpenChange,
  device,
  row,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  device: DeviceRow;
  row?: InstalmentRow | undefined;
}) {
  const save = useSaveInstalment();
  const defaults: Values = {
    object_type: row?.object_type === 'additional_line' ? 'additional_line' : 'tariff',
    object_id: row?.object_id ?? null,
    months: row?.months ?? 24,
    installment_type: row?.installment_type ?? 'MONTHLY',
    initial_price: row?.initial_price ?? 0,
    month_price: row?.month_price ?? null,
    final_price: row?.final_price ?? null,
    is_active: row?.is_active ?? true,
    terminal: device.id,
  };
  const submit = async (values: unknown) => {
    try {
      await save.mutateAsync({ body: values, id: row?.id });
      showSnackbar({ kind: 'success', message: MESSAGES.customer.saveSuccess });
    } catch (error) {
      showSnackbar({ kind: 'error', message: MESSAGES.management.deviceEditFailure });
      throw error;
    }
  };
  return (
    <FormDialog<Values, unknown>
      open={open}
      onOpenChange={onOpenChange}
      mode={row ? 'edit' : 'create'}
      title={row ? 'Editar plazo' : 'Nuevo plazo'}
      description={device.name}
      schema={ZCreateInstalmentRequestSchema}
      defaultValues={defaults}
      onSubmit={submit}
      size="md"
    >
      {(form) => <InstalmentFields form={form} operator={device.operator} />}
    </FormDialog>
  );
}

function InstalmentFields({
  form,
  operator,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  operator: string;
}) {
  const [target, initial, month, months] = useWatch({
    control: form.control,
    name: ['object_type', 'initial_price', 'month_price', 'months'],
  });
  const targets = useInstalmentTargets(target, operator);
  const label = INSTALMENT_TARGETS.find((t) => t.value === target)?.label ?? 'Tarifa';
  const implied =
    month !== null && month !== '' && months
      ? impliedFinalPrice({ initial_price: initial ?? 0, month_price: month, months })
      : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectControl
        control={form.control}
        name="object_type"
        label="Plazo para"
        required
        options={INSTALMENT_TARGETS}
      />
      <Controller
        control={form.control}
        name="object_id"
        render={({ field, fieldState }) => (
          <Combobox<number>
            label={label}
            required
            options={targets.data ?? []}
            emptyText="No hay elementos activos de este operador"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <SelectControl
        control={form.control}
        name="installment_type"
        label="Tipo de pago"
        required
        options={INSTALMENT_TYPES}
      />
      <NumberControl control={form.control} name="months" label="Número de cuotas" integer />
      <NumberControl control={form.control} name="initial_price" label="Entrada" suffix="€" />
      <NumberControl
        control={form.control}
        name="month_price"
        label="Cuota mensual"
        suffix="€/mes"
        required
      />
      <NumberControl
        control={form.control}
        name="final_price"
        label="Precio final"
        suffix="€"
        hint={implied ? `Entrada + cuotas = ${formatEuros(implied)}; vacío lo calcula` : undefined}
      />
      <SwitchControl control={form.control} name="is_active" label="Activo" />
    </div>
  );
}
