/** Objective families and their chart colours (spec section 9). */
export const OBJECTIVE_FAMILIES = [
  { value: 'PREPAGO', label: 'Prepago', color: '#8E24AA' },
  { value: 'POSPAGO', label: 'Pospago', color: '#670069' },
  { value: 'TV', label: 'TV', color: '#1E88E5' },
  { value: 'DOCTOR GO', label: 'Doctor Go', color: '#43A047' },
  { value: 'ENERGIA', label: 'Energía', color: '#FDD835' },
  { value: 'FIJOS PRO', label: 'Fijos Pro', color: '#F4511E' },
  { value: 'FIJOS PARTICULAR', label: 'Fijos Particular', color: '#FB8C00' },
  { value: 'RENUEVO', label: 'Renuevo', color: '#00ACC1' },
  { value: 'HOME GO', label: 'Home Go', color: '#6D4C41' },
] as const;

export type ObjectiveFamily = (typeof OBJECTIVE_FAMILIES)[number]['value'];

/** Colour used for a family the catalogue does not name. */
export const OTHER_FAMILY_COLOR = '#9E9E9E';

export function objectiveFamilyColor(family: string): string {
  const key = family.trim().toUpperCase();
  return OBJECTIVE_FAMILIES.find((f) => f.value === key)?.color ?? OTHER_FAMILY_COLOR;
}

/** Series of the dashboard charts and their colours. */
export const CHART_SERIES = [
  { value: 'Atenciones', label: 'Atenciones', color: '#670069' },
  { value: 'Ofertas', label: 'Ofertas', color: '#1E88E5' },
  { value: 'Atenciones vendidas', label: 'Atenciones vendidas', color: '#43A047' },
  { value: 'Ventas', label: 'Ventas', color: '#FB8C00' },
  { value: 'Ventas valor', label: 'Ventas valor', color: '#E53935' },
] as const;
