/**
 * Sortable columns of the customer list (`ordering=nombre`, `ordering=-nombre`, DRF
 * style; the column id is the key). Every sort ends with `id` so pages never overlap.
 */
export const CUSTOMER_SORT_FIELDS = [
  'id',
  'nombre',
  'documento',
  'localidad',
  'cp',
  'comercial',
  'origenBbdd',
  'segmento',
  'ispActual',
  'estadoCliente',
  'fechaContacto',
  'updated_on',
  'lastAtencion',
  'nextAgendado',
] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

/** Default order: the most recently touched first. */
export const DEFAULT_CUSTOMER_ORDERING = '-updated_on';

export interface CustomerSort {
  field: CustomerSortField;
  descending: boolean;
}

export function parseCustomerOrdering(value: string | undefined): CustomerSort | null {
  const raw = (value ?? DEFAULT_CUSTOMER_ORDERING).trim();
  const descending = raw.startsWith('-');
  const field = descending ? raw.slice(1) : raw;
  return (CUSTOMER_SORT_FIELDS as readonly string[]).includes(field)
    ? { field: field as CustomerSortField, descending }
    : null;
}

/** Page size of the customer list: default 25, at most 100. */
export const CUSTOMER_PAGE_SIZE = { default: 25, max: 100 } as const;
