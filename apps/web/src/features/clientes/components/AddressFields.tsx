import { useEffect, useRef } from 'react';
import { Field } from '../../../components/ui/Field';
import { SuggestionChips } from '../../../components/ui/SuggestionChips';
import { TextField } from '../../../components/ui/TextField';
import { useLocalidadesFromCp } from '../api/localidades';
import type { CustomerForm } from './customer-form-values';

/**
 * Address, postal code, province and locality. A complete postal code asks
 * GET /api/utils/localidades-from-cp/: the province shows next to it and the
 * localities come as one-tap suggestions; with exactly one locality and an
 * empty field, it is filled in (decision 1321).
 */
export function AddressFields({ form, readOnly }: { form: CustomerForm; readOnly: boolean }) {
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors.direccion;
  const cp = (watch('direccion.cp') ?? '').trim();
  const localidad = watch('direccion.localidad') ?? '';
  const lookup = useLocalidadesFromCp(cp);
  const found = lookup.data;
  const filledFor = useRef<string | null>(null);

  useEffect(() => {
    if (readOnly || !found || filledFor.current === cp) return;
    filledFor.current = cp;
    const only = found.localidades.length === 1 ? found.localidades[0] : undefined;
    if (only && form.getValues('direccion.localidad').trim() === '') {
      setValue('direccion.localidad', only, { shouldDirty: true, shouldValidate: true });
    }
  }, [found, cp, readOnly, form, setValue]);

  const provinceHint = lookup.isFetching
    ? 'Buscando provincia…'
    : found?.provincia
      ? undefined
      : /^\d{5}$/.test(cp) && lookup.isFetched
        ? 'Código postal sin localidades conocidas'
        : 'Se rellena con el código postal';

  return (
    <>
      <TextField
        label="Dirección"
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors?.direccion?.message}
        {...register('direccion.direccion')}
      />
      <TextField
        label="Código postal"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        error={errors?.cp?.message}
        {...register('direccion.cp')}
      />
      <Field label="Provincia" hint={provinceHint}>
        {(control) => (
          // Derived from the postal code, not a field of the customer: shown, never typed.
          <output
            {...control}
            className="flex h-11 items-center rounded-lg border border-dashed border-line bg-background px-3 text-base text-ink"
          >
            {found?.provincia ?? <span className="text-muted">—</span>}
          </output>
        )}
      </Field>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <TextField
          label="Localidad"
          autoComplete="address-level2"
          error={errors?.localidad?.message}
          {...register('direccion.localidad')}
        />
        {!readOnly && found ? (
          <SuggestionChips
            label={`Localidades del código postal ${cp}`}
            suggestions={found.localidades}
            current={localidad}
            onPick={(value) =>
              setValue('direccion.localidad', value, { shouldDirty: true, shouldValidate: true })
            }
          />
        ) : null}
      </div>
    </>
  );
}
