const EUROS = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const EUROS_4 = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});

/**
 * Money as the API sends it ("30.00", a string with its decimals) written the
 * Spanish way: "30,00 €". `decimals: 4` for the additional-line base fee.
 * Missing or unreadable amounts show as a dash, never as "NaN €".
 */
export function formatEuros(
  value: string | number | null | undefined,
  { decimals = 2 }: { decimals?: 2 | 4 } = {},
): string {
  if (value === null || value === undefined || value === '') return '—';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '—';
  return (decimals === 4 ? EUROS_4 : EUROS).format(amount);
}
