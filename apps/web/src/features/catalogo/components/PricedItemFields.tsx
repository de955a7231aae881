import { OPERATORS, SEGMENTS } from '@kiwi/domain';
import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/TextField';
import {
  MultiIdControl,
  NumberControl,
  SelectControl,
  SwitchControl,
} from '../../../components/ui/form/controlled-fields';
import { useCatalogueOptions } from '../api/catalogue-options';
import { PriceFromField } from './PriceFromField';

/** What every priced offer item (SVA, additional line) has in its form. */
export interface PricedItemValues {
  price_valid_from?: string;
  name: string;
  operator: string;
  segment: string;
  price_value: number | string | null;
  is_active: boolean;
  promotions: number[];
}

/**
 * The fields an SVA and an additional line share: name, operator, segment, monthly price (and,
 * when editing, the date the new price applies from), the operator's promotions and the active
 * switch. `gridFields` go in the two-column grid after the price, `children` after the
 * promotions, `footer` (the price timeline) last.
 */
export function PricedItemFields<V extends PricedItemValues>({
  form,
  editing,
  activeLabel,
  gridFields,
  children,
  footer,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  editing: boolean;
  activeLabel: string;
  gridFields?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  // The shared fields are named the same in every such form (V extends PricedItemValues).
  const shared = form as unknown as UseFormReturn<PricedItemValues, unknown, unknown>;
  const operator = useWatch({ control: shared.control, name: 'operator' });
  const promotions = useCatalogueOptions('promociones', { operator, enabled: Boolean(operator) });
  return (
    <div className="grid gap-4">
      <TextField
        label="Nombre"
        required
        error={shared.formState.errors.name?.message}
        {...shared.register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectControl
          control={shared.control}
          name="operator"
          label="Operador"
          required
          options={OPERATORS}
        />
        <SelectControl
          control={shared.control}
          name="segment"
          label="Segmento"
          required
          options={SEGMENTS}
        />
        <NumberControl
          control={shared.control}
          name="price_value"
          label="Precio"
          suffix="€/mes"
          required
        />
        {gridFields}
        {editing ? <PriceFromField control={shared.control} /> : null}
      </div>
      <MultiIdControl
        control={shared.control}
        name="promotions"
        label="Promociones"
        options={promotions.data ?? []}
        emptyText={operator ? 'No hay promociones de este operador' : 'Elija antes el operador'}
      />
      {children}
      <SwitchControl control={shared.control} name="is_active" label={activeLabel} />
      {footer}
    </div>
  );
}
