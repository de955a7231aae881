import { MESSAGES, OPERATORS, ZCreateDeviceRequestSchema } from '@kiwi/domain';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Combobox } from '../../../components/ui/combobox/Combobox';
import {
  NumberControl,
  SelectControl,
  SwitchControl,
} from '../../../components/ui/form/controlled-fields';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { Textarea } from '../../../components/ui/Textarea';
import { TextField } from '../../../components/ui/TextField';
import { showSnackbar } from '../../../lib/snackbar';
import { useSaveDevice } from '../api/devices';
import { useInsuranceOptions } from '../api/insurance-options';
import type { DeviceRow } from '../api/device-types';
import type { DeviceFormType } from './device-form-type';
import { PriceFromField } from './PriceFromField';

interface Values {
  price_valid_from?: string;
  name: string;
  brand: string;
  description: string | null;
  page_url: string | null;
  seguro: number | null;
  price: number | string | null;
  devices: number | null;
  is_active: boolean;
  operator: string;
}

function valuesOf(row?: DeviceRow): Values {
  return {
    name: row?.name ?? '',
    brand: row?.brand ?? '',
    description: row?.description ?? null,
    page_url: row?.page_url ?? null,
    seguro: row?.seguro ?? null,
    price: row?.price ?? null,
    devices: row?.devices ?? 0,
    is_active: row?.is_active ?? true,
    operator: row?.operator ?? 'MASMOVIL',
  };
}

/** The insurance that covers the device: one of its operator's active insurances, or none. */
function InsuranceField({ form }: { form: UseFormReturn<Values, unknown, unknown> }) {
  const operator = useWatch({ control: form.control, name: 'operator' });
  const insurances = useInsuranceOptions(operator);
  return (
    <Controller
      control={form.control}
      name="seguro"
      render={({ field, fieldState }) => (
        <Combobox<number>
          label="Seguro"
          clearable
          options={insurances.data ?? []}
          emptyText="No hay seguros activos de este operador"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The device (terminal) dialog: formType 'ADD' or 'EDIT'. A failed edit shows
 * 'Error al Editar' (spec §8) besides the field errors.
 */
export function DeviceDialog({
  open,
  onOpenChange,
  formType,
  row,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  formType: DeviceFormType;
  row?: DeviceRow | undefined;
}) {
  const save = useSaveDevice();
  const submit = async (values: unknown) => {
    try {
      await save.mutateAsync({ body: values, id: formType === 'EDIT' ? row?.id : undefined });
      showSnackbar({ kind: 'success', message: MESSAGES.customer.saveSuccess });
    } catch (error) {
      if (formType === 'EDIT')
        showSnackbar({ kind: 'error', message: MESSAGES.management.deviceEditFailure });
      throw error;
    }
  };
  return (
    <FormDialog<Values, unknown>
      open={open}
      onOpenChange={onOpenChange}
      mode={formType === 'EDIT' ? 'edit' : 'create'}
      title={formType === 'EDIT' ? 'Editar terminal' : 'Nuevo terminal'}
      schema={ZCreateDeviceRequestSchema}
      defaultValues={valuesOf(row)}
      onSubmit={submit}
    >
      {(form) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Nombre"
            required
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label="Marca"
            required
            error={form.formState.errors.brand?.message}
            {...form.register('brand')}
          />
          <SelectControl
            control={form.control}
            name="operator"
            label="Operador"
            required
            options={OPERATORS}
          />
          <NumberControl control={form.control} name="price" label="Precio" suffix="€" required />
          {row ? <PriceFromField control={form.control} /> : null}
          <NumberControl
            control={form.control}
            name="devices"
            label="Unidades disponibles"
            integer
          />
          <InsuranceField form={form} />
          <TextField
            label="Página del fabricante"
            type="url"
            placeholder="https://"
            error={form.formState.errors.page_url?.message}
            {...form.register('page_url', {
              setValueAs: (v: string) => (v && v.trim() ? v.trim() : null),
            })}
          />
          <Textarea
            label="Descripción"
            rows={3}
            className="sm:col-span-2"
            {...form.register('description', {
              setValueAs: (v: string) => (v && v.trim() ? v : null),
            })}
          />
          <SwitchControl
            control={form.control}
            name="is_active"
            label="Activo"
            hint="Los terminales inactivos no se ofrecen en el configurador"
          />
        </div>
      )}
    </FormDialog>
  );
}
