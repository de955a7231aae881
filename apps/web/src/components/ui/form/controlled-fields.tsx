import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Combobox } from '../combobox/Combobox';
import { DatePicker } from '../dates/DatePicker';
import { NumberField } from '../NumberField';
import type { Option } from '../options';
import { Select } from '../Select';
import { Switch } from '../Switch';

/**
 * The kit's controls tied to a FormDialog (react-hook-form) field by path, so a
 * form reads as a list of fields: `<SelectControl control={form.control}
 * name="operator" label="Operador" options={OPERATORS} />`. Errors come from
 * the domain schema or the server (FormDialog puts them on the field).
 */
interface Base<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and output type
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  required?: boolean;
}

export function SelectControl<T extends FieldValues>(
  props: Base<T> & { options: readonly Option<string>[] },
) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Select<string>
          label={props.label}
          hint={props.hint}
          required={props.required}
          options={props.options}
          value={(field.value as string | null) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A number kept as a number (or null) in the form; money schemas accept both. */
export function NumberControl<T extends FieldValues>(
  props: Base<T> & { suffix?: string; integer?: boolean },
) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NumberField
          label={props.label}
          hint={props.hint}
          required={props.required}
          suffix={props.suffix}
          integer={props.integer}
          value={toNumber(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function SwitchControl<T extends FieldValues>(props: Omit<Base<T>, 'required'>) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <Switch
          label={props.label}
          description={props.hint}
          checked={Boolean(field.value)}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

/** Several ids picked from a searchable list (promotions, SVAs, additional lines). */
export function MultiIdControl<T extends FieldValues>(
  props: Base<T> & { options: readonly Option<number>[]; emptyText?: string },
) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Combobox<number>
          multiple
          clearable
          label={props.label}
          hint={props.hint}
          options={props.options}
          emptyText={props.emptyText}
          value={(field.value as number[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A Madrid day (ISO 'AAAA-MM-DD'); cleared = the key is left out (undefined), not null. */
export function DateControl<T extends FieldValues>(props: Base<T> & { min?: string }) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={props.label}
          hint={props.hint}
          required={props.required}
          min={props.min}
          clearable
          value={(field.value as string | undefined) ?? null}
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}
