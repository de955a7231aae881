/** Commercial types of spec sections 4 and 9; default TIENDA. */
export const COMMERCIAL_TYPES = [
  { value: 'TIENDA', label: 'Tienda' },
  { value: 'DBL', label: 'DBL' },
  { value: 'COLABORADOR', label: 'Colaborador' },
  { value: 'RECOMENDADOR', label: 'Recomendador' },
  { value: 'SIN DEFINIR', label: 'Sin definir' },
] as const;

export type CommercialType = (typeof COMMERCIAL_TYPES)[number]['value'];
export const COMMERCIAL_TYPE_VALUES = COMMERCIAL_TYPES.map((t) => t.value) as [
  CommercialType,
  ...CommercialType[],
];
export const DEFAULT_COMMERCIAL_TYPE: CommercialType = 'TIENDA';
/** The management screens' "all commercial types" filter value. */
export const ALL_COMMERCIAL_TYPES_FILTER = 'TODOS';

/** Commercial subtypes detected on the Comercial role (spec section 6). */
export function isCollaboratorSubtype(tipoComercial: string | null | undefined): boolean {
  return tipoComercial === 'COLABORADOR' || tipoComercial === 'RECOMENDADOR';
}
