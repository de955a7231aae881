import { ZCreatePriceHistoryRequestSchema } from '@kiwi/domain';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Combobox } from '../../../components/ui/combobox/Combobox';
import {
  DateControl,
  NumberControl,
  SelectControl,
  SwitchControl,
} from '../../../components/ui/form/controlled-fields';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { useListOptions } from '../api/catalogue-options';
import { CONTENT_TYPE_LIST_PATHS } from '../api/catalogue-paths';
import type { PriceHistoryRow } from '../api/catalogue-types';
import { formModeOf, type CatalogueDialogProps } from './dialog-types';
import { validFromDay } from './price-dates';
import { PRICED_OBJECT_TYPES } from './priced-objects';
import { useCatalogueSubmit } from './use-catalogue-submit';

interface Values {
  content_type: string;
  object_id: number | null;
  price: number | string | null;
  valid_from?: string;
  is_active: boolean;
}

const TYPES = PRICED_OBJECT_TYPES.filter((t) => t.value in CONTENT_TYPE_LIST_PATHS);

/** An edit changes the price, its date or its state; the object stays. */
function editable(values: Record<string, unknown>) {
  const { price, valid_from, is_active } = values;
  return { price, valid_from, is_active };
}

/**
 * "Programar precio": a price for a catalogue object from a day on (a future
 * day schedules it; the item keeps its current price until then). Editing a
 * row moves its date, changes the price or cancels it (inactive).
 */
export function PriceHistoryDialog({
  open,
  onOpenChange,
  formType,
  row,
}: CatalogueDialogProps<PriceHistoryRow>) {
  const submit = useCatalogueSubmit<Record<string, unknown>>('precios', formType, row?.id, {
    toBody: (values) => (formType === 'edit' ? editable(values) : values),
  });
  const defaults: Values = {
    content_type: row?.content_type ?? 'tariff',
    object_id: row?.object_id ?? null,
    price: row?.price ?? null,
    ...(row ? { valid_from: validFromDay(row) ?? undefined } : {}),
    is_active: row?.is_active ?? true,
  };
  return (
    <FormDialog<Values, Record<string, unknown>>
      open={open}
      onOpenChange={onOpenChange}
      mode={formModeOf(formType)}
      title={formType === 'add' ? 'Programar precio' : 'Editar precio'}
      schema={ZCreatePriceHistoryRequestSchema}
      defaultValues={defaults}
      onSubmit={submit}
      size="md"
    >
      {(form) => <PriceFields form={form} locked={formType === 'edit'} />}
    </FormDialog>
  );
}

function PriceFields({
  form,
  locked,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  locked: boolean;
}) {
  const contentType = useWatch({ control: form.control, name: 'content_type' });
  const path = CONTENT_TYPE_LIST_PATHS[contentType] ?? '';
  const objects = useListOptions(path, { enabled: Boolean(path) && !locked });
  return (
    <div className="grid gap-4">
      {locked ? null : (
        <>
          <SelectControl
            control={form.control}
            name="content_type"
            label="Tipo de elemento"
            required
            options={TYPES}
          />
          <Controller
            control={form.control}
            name="object_id"
            render={({ field, fieldState }) => (
              <Combobox<number>
                label="Elemento"
                required
                options={objects.data ?? []}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberControl control={form.control} name="price" label="Precio" suffix="€" required />
        <DateControl
          control={form.control}
          name="valid_from"
          label="Aplicable desde"
          hint="Vacío: desde ahora"
        />
      </div>
      <SwitchControl
        control={form.control}
        name="is_active"
        label="Activo"
        hint="Un precio inactivo no se aplica nunca"
      />
    </div>
  );
}
