import { ZCreateAdditionalLineRequestSchema } from '@kiwi/domain';
import type { UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { NumberControl } from '../../../components/ui/form/controlled-fields';
import type { AdditionalLineRow } from '../api/catalogue-types';
import { formModeOf, type CatalogueDialogProps } from './dialog-types';
import { PricedItemFields, type PricedItemValues } from './PricedItemFields';
import { PriceTimeline } from './PriceTimeline';
import { useCatalogueSubmit } from './use-catalogue-submit';

interface Values extends PricedItemValues {
  max_number: number | null;
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
  return (
    <PricedItemFields
      form={form}
      editing={Boolean(row)}
      activeLabel="Activa"
      gridFields={
        <>
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
        </>
      }
      footer={
        row ? <PriceTimeline contentType="additional_line" objectId={row.id} decimals={4} /> : null
      }
    />
  );
}
