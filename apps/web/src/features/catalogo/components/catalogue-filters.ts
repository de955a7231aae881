import { OPERATORS, PAYMENT_TYPES, SEGMENTS, TARIFF_CATEGORIES } from '@kiwi/domain';
import type {
  FilterDefinition,
  FilterSection,
  FilterValues,
} from '../../../components/ui/filters/filter-types';
import type { QueryParams } from '../../../lib/http/query-string';
import type { CatalogueKey } from '../api/catalogue-paths';
import { PRICED_OBJECT_TYPES } from './priced-objects';

/** 'Todos' is a choice of its own: without it the list shows the active items (decision 1530). */
export const ALL_STATES = 'all';

const stateFilter: FilterDefinition = {
  kind: 'select',
  key: 'is_active',
  label: 'Estado',
  options: [
    { value: '1', label: 'Activos' },
    { value: '0', label: 'Inactivos' },
    { value: ALL_STATES, label: 'Todos' },
  ],
};
const operatorFilter: FilterDefinition = {
  kind: 'select',
  key: 'operator',
  label: 'Operador',
  options: OPERATORS,
};
const segmentFilter: FilterDefinition = {
  kind: 'select',
  key: 'segment',
  label: 'Segmento',
  options: SEGMENTS,
};
const categoryFilter: FilterDefinition = {
  kind: 'select',
  key: 'category',
  label: 'Categoría',
  options: TARIFF_CATEGORIES,
};
const paymentFilter: FilterDefinition = {
  kind: 'select',
  key: 'payment_type',
  label: 'Tipo de pago',
  options: PAYMENT_TYPES,
};
const contentTypeFilter: FilterDefinition = {
  kind: 'select',
  key: 'content_type',
  label: 'Tipo de elemento',
  options: PRICED_OBJECT_TYPES,
};

function sections(...filters: FilterDefinition[]): FilterSection[] {
  return filters.length === 0 ? [] : [{ title: 'Catálogo', filters }];
}

/**
 * The filter bar of each tab: the spec's catalogue filter defaults (operator,
 * category, segment, is_active, payment_type) where the entity has the field.
 */
export const CATALOGUE_FILTERS: Readonly<Record<CatalogueKey, FilterSection[]>> = {
  tarifas: sections(operatorFilter, segmentFilter, categoryFilter, paymentFilter, stateFilter),
  adicionales: sections(operatorFilter, segmentFilter, stateFilter),
  sva: sections(operatorFilter, segmentFilter, stateFilter),
  promociones: sections(operatorFilter, stateFilter),
  seguros: sections(operatorFilter, stateFilter),
  gestiones: sections(operatorFilter, stateFilter),
  origenes: sections(),
  tipoobjetivo: sections(),
  precios: sections(contentTypeFilter, stateFilter),
  upfronts: sections(contentTypeFilter, stateFilter),
};

/** The values a tab opens with: active items only, where the entity can be inactive. */
export function defaultFiltersOf(key: CatalogueKey): FilterValues {
  const hasState = CATALOGUE_FILTERS[key].some((section) =>
    section.filters.some((filter) => filter.key === 'is_active'),
  );
  return hasState ? { is_active: '1' } : {};
}

/** The list's API parameters: 'Todos' sends no is_active; the top-bar text goes as `search`. */
export function catalogueApiParams(params: QueryParams, search: string): QueryParams {
  const out: QueryParams = { ...params };
  if (out['is_active'] === ALL_STATES) delete out['is_active'];
  const text = search.trim();
  if (text) out['search'] = text;
  return out;
}
