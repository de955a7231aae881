import { OPERATORS, ZCreateInsuranceRequestSchema } from '@kiwi/domain';
import { FormDialog } from '../../../components/ui/form/FormDialog';
import { TextField } from '../../../components/ui/TextField';
import type { InsuranceRow } from '../api/catalogue-types';
import { formModeOf, type CatalogueDialogProps } from './dialog-types';
import {
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
  price: number | string | null;
  tramo: string;
  is_active: boolean;
}

/** Seguro: name, operator, monthly price, price band (tramo), active; its price timeline. */
export function InsuranceDialog({
  open,
  onOpenChange,
  formType,
  row,
}: CatalogueDialogProps<InsuranceRow>) {
  const submit = useCatalogueSubmit<unknown>('seguros', formType, row?.id);
  const defaults: Values = {
    name: row?.name ?? '',
    operator: row?.operator ?? '',
    price: row?.price ?? null,
    tramo: row?.tramo ?? '',
    is_active: row?.is_active ?? true,
  };
  return (
    <FormDialog<Values, unknown>
      open={open}
      onOpenChange={onOpenChange}
      mode={formModeOf(formType)}
      title={formType === 'add' ? 'Nuevo seguro' : 'Editar seguro'}
      schema={ZCreateInsuranceRequestSchema}
      defaultValues={defaults}
      onSubmit={submit}
      size="md"
    >
      {(form) => (
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
            <NumberControl
              control={form.control}
              name="price"
              label="Precio"
              suffix="€/mes"
              required
            />
            <TextField
              label="Tramo"
              hint="Franja de precio del terminal que cubre"
              {...form.register('tramo')}
            />
            {row ? <PriceFromField control={form.control} /> : null}
          </div>
          <SwitchControl control={form.control} name="is_active" label="Activo" />
          {row ? <PriceTimeline contentType="insurance" objectId={row.id} /> : null}
        </div>
      )}
    </FormDialog>
  );
}
