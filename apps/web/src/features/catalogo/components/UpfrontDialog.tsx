import { SALE_TYPES, ZCreateUpfrontRequestSchema } from '@kiwi/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { Combobox } from '../../../components/ui/combobox/Combobox';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { useCatalogueOptions, useListOptions } from '../api/catalogue-options';
import { CONTENT_TYPE_LIST_PATHS } from '../api/catalogue-paths';
import type { UpfrontRow } from '../api/catalogue-types';
import { formModeOf, type CatalogueDialogProps } from './dialog-types';
import {
  NumberControl,
  SelectControl,
  SwitchControl,
} from '../../../components/ui/form/controlled-fields';
import { PRICED_OBJECT_TYPES } from './priced-objects';
import { useCatalogueSubmit } from './use-catalogue-submit';

interface Values {
  content_type: string;
  object_id: number | null;
  familia_objetivo: number | null;
  tipo: string;
  upfront: number | string | null;
  is_active: boolean;
}

function editableUpfront(values: Record<string, unknown>) {
  const { upfront, familia_objetivo, tipo, is_active } = values;
  return { upfront, familia_objetivo, tipo, is_active };
}

const UPFRONT_TYPES = PRICED_OBJECT_TYPES.filter((t) => t.value in CONTENT_TYPE_LIST_PATHS);

/** Upfront: what a catalogue object earns per objective family and sale type (the calculator reads it). */
export function UpfrontDialog({
  open,
  onOpenChange,
  formType,
  row,
}: CatalogueDialogProps<UpfrontRow>) {
  const submit = useCatalogueSubmit<Record<string, unknown>>('upfronts', formType, row?.id, {
    // An edit changes the amount, family, sale type and state; the object stays.
    toBody: (values) => (formType === 'edit' ? editableUpfront(values) : values),
  });
  const defaults: Values = {
    content_type: row?.content_type ?? 'tariff',
    object_id: row?.object_id ?? null,
    familia_objetivo: row?.familia_objetivo ?? null,
    tipo: row?.tipo ?? '',
    upfront: row?.upfront ?? null,
    is_active: row?.is_active ?? true,
  };
  return (
    <FormDialog<Values, Record<string, unknown>>
      open={open}
      onOpenChange={onOpenChange}
      mode={formModeOf(formType)}
      title={formType === 'add' ? 'Nuevo upfront' : 'Editar upfront'}
      schema={ZCreateUpfrontRequestSchema}
      defaultValues={defaults}
      onSubmit={submit}
      size="md"
    >
      {(form) => <UpfrontFields form={form} />}
    </FormDialog>
  );
}

function IdPicker({
  form,
  name,
  label,
  options,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  name: 'object_id' | 'familia_objetivo';
  label: string;
  options: { value: number; label: string }[];
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Combobox<number>
          label={label}
          required
          options={options}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function UpfrontFields({ form }: { form: UseFormReturn<Values, unknown, unknown> }) {
  const contentType = useWatch({ control: form.control, name: 'content_type' });
  const objects = useListOptions(CONTENT_TYPE_LIST_PATHS[contentType] ?? '', {
    enabled: Boolean(CONTENT_TYPE_LIST_PATHS[contentType]),
  });
  const families = useCatalogueOptions('tipoobjetivo');
  return (
    <div className="grid gap-4">
      <SelectControl
        control={form.control}
        name="content_type"
        label="Tipo de elemento"
        required
        options={UPFRONT_TYPES}
      />
      <IdPicker form={form} name="object_id" label="Elemento" options={objects.data ?? []} />
      <IdPicker
        form={form}
        name="familia_objetivo"
        label="Familia de objetivo"
        options={families.data ?? []}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectControl
          control={form.control}
          name="tipo"
          label="Tipo de venta"
          required
          options={SALE_TYPES}
        />
        <NumberControl control={form.control} name="upfront" label="Upfront" suffix="€" required />
      </div>
      <SwitchControl control={form.control} name="is_active" label="Activo" />
    </div>
  );
}
