import type { Control, FieldValues, Path } from 'react-hook-form';
import { DateControl } from '../../../components/ui/form/controlled-fields';

/**
 * "Precio aplicable desde" (price_valid_from): empty = the new price applies
 * now; a later day schedules it and the current price stays until then.
 */
export function PriceFromField<T extends FieldValues & { price_valid_from?: string }>({
  control,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and output type
  control: Control<T, any, any>;
}) {
  return (
    <DateControl
      control={control}
      name={'price_valid_from' as Path<T>}
      label="Precio aplicable desde"
      hint="Vacío: desde ahora. Con una fecha futura el cambio queda programado."
    />
  );
}
