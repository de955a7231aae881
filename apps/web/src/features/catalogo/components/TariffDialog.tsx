import {
  OPERATORS,
  PAYMENT_TYPES,
  SEGMENTS,
  TARIFF_CATEGORIES,
  ZCreateTariffRequestSchema,
} from '@kiwi/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { TextField } from '../../../components/ui/TextField';
import { formatEuros } from '../../../lib/money-format';
import type { TariffRow } from '../api/catalogue-types';
import { formModeOf, type CatalogueDialogProps } from './dialog-types';
import {
  NumberControl,
  SelectControl,
  SwitchControl,
} from '../../../components/ui/form/controlled-fields';
import { formatValidFrom } from './price-dates';
import { PriceFromField } from './PriceFromField';
import { PriceTimeline } from './PriceTimeline';
import { TariffLinks } from './TariffLinks';
import { FixedLineSection, MobileLineSection } from './TariffLineSections';
import {
  hasFixedSection,
  hasMobileSection,
  tariffFormValues,
  type TariffFormValues,
} from './tariff-form-values';
import { useCatalogueSubmit } from './use-catalogue-submit';
import { VatPreview } from './VatPreview';

type Form = UseFormReturn<TariffFormValues, unknown, unknown>;

interface NextPrice {
  price: string;
  valid_from: string;
}

/**
 * Tarifa (formType 'add' or 'edit'): main data, the fixed-line and
 * mobile-line sections the category carries (with units), the promotions,
 * SVAs and additional lines attached, the price with VAT per location, and,
 * when editing, the price timeline.
 */
export function TariffDialog({
  open,
  onOpenChange,
  formType,
  row,
}: CatalogueDialogProps<TariffRow>) {
  const submit = useCatalogueSubmit<unknown>('tarifas', formType, row?.id);
  return (
    <FormDialog<TariffFormValues, unknown>
      open={open}
      onOpenChange={onOpenChange}
      mode={formModeOf(formType)}
      title={formType === 'add' ? 'Nueva tarifa' : 'Editar tarifa'}
      schema={ZCreateTariffRequestSchema}
      defaultValues={tariffFormValues(row)}
      onSubmit={submit}
      failureMessage={formType === 'add' ? 'Error al añadir tarifa' : undefined}
      size="xl"
    >
      {(form) => <TariffFields form={form} row={row} />}
    </FormDialog>
  );
}

function TariffFields({ form, row }: { form: Form; row?: TariffRow | undefined }) {
  const c = form.control;
  const [category, operator, segment, price] = useWatch({
    control: c,
    name: ['category', 'operator', 'segment', 'price_value'],
  });
  const nextPrice = (row as (TariffRow & { next_price?: NextPrice | null }) | undefined)
    ?.next_price;
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombre"
          required
          className="sm:col-span-2"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <SelectControl control={c} name="operator" label="Operador" required options={OPERATORS} />
        <SelectControl control={c} name="segment" label="Segmento" required options={SEGMENTS} />
        <SelectControl
          control={c}
          name="category"
          label="Categoría"
          required
          options={TARIFF_CATEGORIES}
        />
        <SelectControl
          control={c}
          name="payment_type"
          label="Tipo de pago"
          required
          options={PAYMENT_TYPES}
        />
        <NumberControl
          control={c}
          name="price_value"
          label="Precio sin impuestos"
          suffix="€/mes"
          required
        />
        <NumberControl
          control={c}
          name="commercial_enrichment"
          label="Enriquecimiento comercial"
          suffix="€"
          hint="Comisión extra del comercial por esta tarifa"
        />
        {row ? <PriceFromField control={c} /> : null}
      </div>
      {nextPrice ? (
        <p className="rounded-lg bg-primary-soft px-3 py-2 text-sm text-ink">
          Cambio de precio programado: {formatEuros(nextPrice.price)} desde el{' '}
          {formatValidFrom({ valid_from: nextPrice.valid_from })}.
        </p>
      ) : null}
      <VatPreview price={price} operator={operator} segment={segment} />
      {hasFixedSection(category) ? <FixedLineSection form={form} /> : null}
      {hasMobileSection(category) ? <MobileLineSection form={form} /> : null}
      {!category ? (
        <p className="text-sm text-muted">
          Elija la categoría para indicar los datos de la línea fija y móvil.
        </p>
      ) : null}
      <TariffLinks form={form} operator={operator} segment={segment} />
      <SwitchControl
        control={c}
        name="is_active"
        label="Activa"
        hint="Las tarifas inactivas no se ofrecen en el configurador"
      />
      {row ? <PriceTimeline contentType="tariff" objectId={row.id} /> : null}
    </div>
  );
}
