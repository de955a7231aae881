import { ZCreateSvaRequestSchema } from '@kiwi/domain';
import type { UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { NumberControl } from '../../../components/ui/form/controlled-fields';
import { Textarea } from '../../../components/ui/Textarea';
import type { SvaRow } from '../api/catalogue-types';
import { formModeOf, type CatalogueDialogProps } from './dialog-types';
import { PricedItemFields, type PricedItemValues } from './PricedItemFields';
import { PriceTimeline } from './PriceTimeline';
import { useCatalogueSubmit } from './use-catalogue-submit';

interface Values extends PricedItemValues {
  permanence: number | null;
  more_info: string;
  image: string | null;
}

/** SVA (servicio de valor añadido): price, permanence, promotions; its price timeline. */
export function SvaDialog({ open, onOpenChange, formType, row }: CatalogueDialogProps<SvaRow>) {
  const submit = useCatalogueSubmit<unknown>('sva', formType, row?.id);
  const defaults: Values = {
    name: row?.name ?? '',
    operator: row?.operator ?? '',
    segment: row?.segment ?? '',
    price_value: row?.price_value ?? null,
    permanence: row?.permanence ?? 0,
    more_info: row?.more_info ?? '',
    image: row?.image ?? null,
    is_active: row?.is_active ?? true,
    promotions: row?.promotions ?? [],
  };
  return (
    <FormDialog<Values, unknown>
      open={open}
      onOpenChange={onOpenChange}
      mode={formModeOf(formType)}
      title={formType === 'add' ? 'Nuevo SVA' : 'Editar SVA'}
      schema={ZCreateSvaRequestSchema}
      defaultValues={defaults}
      onSubmit={submit}
    >
      {(form) => <SvaFields form={form} row={row} />}
    </FormDialog>
  );
}

function SvaFields({
  form,
  row,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  row?: SvaRow | undefined;
}) {
  return (
    <PricedItemFields
      form={form}
      editing={Boolean(row)}
      activeLabel="Activo"
      gridFields={
        <NumberControl
          control={form.control}
          name="permanence"
          label="Permanencia"
          suffix="meses"
          integer
        />
      }
      footer={row ? <PriceTimeline contentType="sva" objectId={row.id} /> : null}
    >
      <Textarea label="Más información" rows={3} {...form.register('more_info')} />
    </PricedItemFields>
  );
}
