import type { UseFormReturn } from 'react-hook-form';
import { useCatalogueOptions } from '../api/catalogue-options';
import { MultiIdControl } from '../../../components/ui/form/controlled-fields';
import type { TariffFormValues } from './tariff-form-values';

/** Promotions (of the operator), SVAs and additional lines (of the operator and segment) attached to a tariff. */
export function TariffLinks({
  form,
  operator,
  segment,
}: {
  form: UseFormReturn<TariffFormValues, unknown, unknown>;
  operator: string;
  segment: string;
}) {
  const ready = Boolean(operator);
  const promotions = useCatalogueOptions('promociones', { operator, enabled: ready });
  const svas = useCatalogueOptions('sva', { operator, segment, enabled: ready });
  const lines = useCatalogueOptions('adicionales', { operator, segment, enabled: ready });
  const empty = (what: string) =>
    ready ? `No hay ${what} de este operador` : 'Elija antes el operador';
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-ink">Vinculados a la tarifa</legend>
      <MultiIdControl
        control={form.control}
        name="promotions"
        label="Promociones"
        options={promotions.data ?? []}
        emptyText={empty('promociones')}
      />
      <MultiIdControl
        control={form.control}
        name="svas"
        label="SVA"
        options={svas.data ?? []}
        emptyText={empty('SVA')}
      />
      <MultiIdControl
        control={form.control}
        name="additional_lines"
        label="Líneas adicionales"
        options={lines.data ?? []}
        emptyText={empty('líneas adicionales')}
      />
    </fieldset>
  );
}
