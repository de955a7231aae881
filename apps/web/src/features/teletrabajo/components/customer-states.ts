/** The customer's own state (estadoCliente), as the customers API stores it. */
export const CUSTOMER_STATE_OPTIONS = [
  { value: 'POTENCIAL', label: 'Potencial' },
  { value: 'CLIENTE', label: 'Cliente' },
  { value: 'NO_INTERESADO', label: 'No interesado' },
] as const;

export function customerStateLabel(value: string): string {
  return CUSTOMER_STATE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
