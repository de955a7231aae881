import type { ReactNode } from 'react';

/** A value a Select/Combobox/RadioGroup offers; `null` is a real choice ('Por asignar'). */
export type OptionValue = string | number | null;

export interface Option<V extends OptionValue = OptionValue> {
  value: V;
  label: string;
  /** A second line (an email, a state). */
  description?: string;
  /** Options with the same group are listed under that heading. */
  group?: string;
  disabled?: boolean;
  /** Drawn before the label (a status dot, an icon). */
  icon?: ReactNode;
}

/** The key an option value travels under in DOM attributes and URLs ('null' for null). */
export function optionKey(value: OptionValue): string {
  return value === null ? 'null' : String(value);
}

/** Options whose value matches one of the keys, in the order of `options`. */
export function optionsWithKeys<V extends OptionValue>(
  options: readonly Option<V>[],
  keys: readonly string[],
): Option<V>[] {
  const wanted = new Set(keys);
  return options.filter((option) => wanted.has(optionKey(option.value)));
}
