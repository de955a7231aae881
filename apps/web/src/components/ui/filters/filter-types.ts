import type { Option } from '../options';

/** A filter's value as it travels in the URL and to the API: text, or a list (choices, ranges). */
export type FilterValue = string | readonly string[];
export type FilterValues = Readonly<Record<string, FilterValue>>;

interface FilterBase {
  /** The API's query parameter: 'nombre', 'estadoOferta' (sent as estadoOferta[]). */
  key: string;
  label: string;
  hint?: string;
}

export interface TextFilter extends FilterBase {
  kind: 'text';
  placeholder?: string;
}

export interface NumberFilter extends FilterBase {
  kind: 'number';
  integer?: boolean;
}

/** One choice; option values travel as text ('null' for 'Por asignar'). */
export interface SelectFilter extends FilterBase {
  kind: 'select';
  options: readonly Option[];
}

export interface MultiSelectFilter extends FilterBase {
  kind: 'multi-select';
  options: readonly Option[];
}

/** Two Madrid days, sent as key[]=from&key[]=to. */
export interface DateRangeFilter extends FilterBase {
  kind: 'date-range';
}

/**
 * Free values the user types, separated by commas (ids, service names):
 * sent in bracket form like a multi-select (`key[]=a&key[]=b`).
 */
export interface TagsFilter extends FilterBase {
  kind: 'tags';
  placeholder?: string;
}

/** Sí / No / any (absent). Sends 'true' or 'false' unless the labels' values say otherwise. */
export interface BooleanFilter extends FilterBase {
  kind: 'boolean';
  trueLabel?: string;
  falseLabel?: string;
}

export type FilterDefinition =
  | TextFilter
  | NumberFilter
  | SelectFilter
  | MultiSelectFilter
  | TagsFilter
  | DateRangeFilter
  | BooleanFilter;

export type FilterKind = FilterDefinition['kind'];

/** A titled group of filters in the panel ('Contacto', 'Comercial', …). */
export interface FilterSection {
  title: string;
  filters: readonly FilterDefinition[];
}

/** Kinds whose value is a list (bracket form `key[]`). */
export function isListKind(kind: FilterKind): boolean {
  return kind === 'multi-select' || kind === 'tags' || kind === 'date-range';
}

export function allFilters(sections: readonly FilterSection[]): FilterDefinition[] {
  return sections.flatMap((section) => section.filters);
}
