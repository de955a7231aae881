import {
  DURATION_UNITS,
  OPERATORS,
  PROMOTION_AMOUNT_UNITS,
  ZCreatePromotionRequestSchema,
} from '@kiwi/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { TextField } from '../../../components/ui/TextField';
import type { PromotionRow } from '../api/catalogue-types';
import { formModeOf, type CatalogueDialogProps } from './dialog-types';
import {
  NumberControl,
  SelectControl,
  SwitchControl,
} from '../../../components/ui/form/controlled-fields';
import { useCatalogueSubmit } from './use-catalogue-submit';

interface Values {
  name: string;
  operator: string;
  amount: number | string | null;
  amount_unit: string;
  duration: number | null;
  duration_unit: string;
  priority_order: number | null;
  is_active: boolean;
  /** Links are edited from the tariff; kept so an edit does not drop them. */
  tariffs: number[];
}

/** Promoción: a fixed amount (MONETARY) or a percentage (PERCENTS, at most 100) for a duration. */
export function PromotionDialog({
  open,
  onOpenChange,
  formType,
  row,
}: CatalogueDialogProps<PromotionRow>) {
  const submit = useCatalogueSubmit<unknown>('promociones', formType, row?.id);
  const defaults: Values = {
    name: row?.name ?? '',
    operator: row?.operator ?? '',
    amount: row?.amount ?? null,
    amount_unit: row?.amount_unit ?? 'MONETARY',
    duration: row?.duration ?? 12,
    duration_unit: row?.duration_unit ?? 'MONTHS',
    priority_order: row?.priority_order ?? 0,
    is_active: row?.is_active ?? true,
    tariffs: row?.tariffs ?? [],
  };
  return (
    <FormDialog<Values, unknown>
      open={open}
      onOpenChange={onOpenChange}
      mode={formModeOf(formType)}
      title={formType === 'add' ? 'Nueva promoción' : 'Editar promoción'}
      schema={ZCreatePromotionRequestSchema}
      defaultValues={defaults}
      onSubmit={submit}
      size="md"
    >
      {(form) => <PromotionFields form={form} />}
    </FormDialog>
  );
}

function PromotionFields({ form }: { form: UseFormReturn<Values, unknown, unknown> }) {
  const unit = useWatch({ control: form.control, name: 'amount_unit' });
  return (
    <div className="grid gap-4">
      <TextField
        label="Nombre"
        required
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <SelectControl
        control={form.control}
        name="operator"
        label="Operador"
        required
        options={OPERATORS}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectControl
          control={form.control}
          name="amount_unit"
          label="Tipo de descuento"
          required
          options={PROMOTION_AMOUNT_UNITS}
        />
        <NumberControl
          control={form.control}
          name="amount"
          label="Descuento"
          required
          suffix={unit === 'PERCENTS' ? '%' : '€'}
        />
        <NumberControl control={form.control} name="duration" label="Duración" integer required />
        <SelectControl
          control={form.control}
          name="duration_unit"
          label="Unidad de duración"
          required
          options={DURATION_UNITS}
        />
      </div>
      <NumberControl
        control={form.control}
        name="priority_order"
        label="Orden de prioridad"
        integer
        hint="Al editar una oferta, las promociones se aplican en este orden"
      />
      <SwitchControl control={form.control} name="is_active" label="Activa" />
    </div>
  );
}
