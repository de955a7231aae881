import { OPERATORS, SEGMENTS, ZCreateAdditionalLineRequestSchema } from '@kiwi/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { TextField } from '../../../components/ui/TextField';
import { useCatalogueOptions } from '../api/catalogue-options';
import type { AdditionalLineRow } from '../api/catalogue-types';
import { formModeOf, type CatalogueDialogProps } from './dialog-types';
import {
  MultiIdControl,
  NumberControl,
  SelectControl,
  SwitchControl,
} from '../../../components/ui/form/controlled-fields';
import { PriceFromField } from './PriceFromField';
import { PriceTimeline } from './PriceTimeline';
import { useCatalogueSubmit } from './use-catalogue-submit';

interface Values {
  price_valid_from?: string;
  name: string;
  operator: string;
  segment: string;
  price_value: number | string | null;
  max_number: number | null;
  is_active: boolean;
  promotions: number[];
  mobile_line_info: { price: { base_fee: number | string | null } };
}

/** Línea adicional: price, base fee with 4 decimals (spec §5), maximum lines, promotions. */
export function AdditionalLineDialog({
  open,
  onOpenChange,
  formType,
  row,
}: CatalogueDialogProps<AdditionalLineRow>) {
  const submit = useCatalogueSubmit<unknown>('adicionales', formType, row?.id);
  const defaults: Values = {
    name: row?.name ?? '',
    operator: row?.operator ?? '',
    segment: row?.segment ?? '',
    price_value: row?.price_value ?? null,
    max_number: row?.max_number ?? 1,
    is_active: row?.is_active ?? true,
    promotions: row?.promotions ?? [],
    mobile_line_info: { price: { base_fee: row?.mobile_line_info?.price?.base_fee ?? null } },
  };
  return (
    <FormDialog<Values, unknown>
      open={open}
      onOpenChange={onOpenChange}
      mode={formModeOf(formType)}
      title={formType === 'add' ? 'Nueva línea adicional' : 'Editar línea adicional'}
      schema={ZCreateAdditionalLineRequestSchema}
      defaultValues={defaults}
      onSubmit={submit}
    >
      {(form) => <AdditionalLineFields form={form} row={row} />}
    </FormDialog>
  );
}

function AdditionalLineFields({
  form,
  row,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  row?: AdditionalLineRow | undefined;
}) {
  const operator = useWatch({ control: form.control, name: 'operator' });
  const promotions = useCatalogueOptions('promociones', { operator, enabled: Boolean(operator) });
  return (
    <div className="grid gap-4">
      <TextField
        label="Nombre"
        required
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectControl
          control={form.control}
          name="operator"
          label="Operador"
          required
          options={OPERATORS}
        />
        <SelectControl
          control={form.control}
          name="segment"
          label="Segmento"
          required
          options={SEGMENTS}
        />
        <NumberControl
          control={form.control}
          name="price_value"
          label="Precio"
          suffix="€/mes"
          required
        />
        <NumberControl
          control={form.control}
          name="mobile_line_info.price.base_fee"
          label="Cuota base"
          suffix="€"
          required
          hint="Se guarda con 4 decimales"
        />
        <NumberControl
          control={form.control}
          name="max_number"
          label="Número máximo de líneas"
          integer
        />
        {row ? <PriceFromField control={form.control} /> : null}
      </div>
      <MultiIdControl
        control={form.control}
        name="promotions"
        label="Promociones"
        options={promotions.data ?? []}
        emptyText={operator ? 'No hay promociones de este operador' : 'Elija antes el operador'}
      />
      <SwitchControl control={form.control} name="is_active" label="Activa" />
      {row ? <PriceTimeline contentType="additional_line" objectId={row.id} decimals={4} /> : null}
    </div>
  );
}
