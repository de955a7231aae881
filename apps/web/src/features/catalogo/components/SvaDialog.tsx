import { OPERATORS, SEGMENTS, ZCreateSvaRequestSchema } from '@kiwi/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { Textarea } from '../../../components/ui/Textarea';
import { TextField } from '../../../components/ui/TextField';
import { useCatalogueOptions } from '../api/catalogue-options';
import type { SvaRow } from '../api/catalogue-types';
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
  permanence: number | null;
  more_info: string;
  image: string | null;
  is_active: boolean;
  promotions: number[];
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
          name="permanence"
          label="Permanencia"
          suffix="meses"
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
      <Textarea label="Más información" rows={3} {...form.register('more_info')} />
      <SwitchControl control={form.control} name="is_active" label="Activo" />
      {row ? <PriceTimeline contentType="sva" objectId={row.id} /> : null}
    </div>
  );
}
