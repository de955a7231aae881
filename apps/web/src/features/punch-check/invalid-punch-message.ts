/** How many days the warning names before "y N más". */
export const MAX_LISTED_PUNCH_DAYS = 3;

/** `yyyy-MM-dd` → `dd/MM/yyyy`; anything else is shown as it came. */
export function formatPunchDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDay;
}

/**
 * The warning for clock-ins without a clock-out: the most recent days first,
 * at most three named, the rest counted.
 */
export function invalidPunchMessage(isoDays: readonly string[]): string {
  const days = [...new Set(isoDays)].sort().reverse();
  if (days.length === 0) return 'Tiene fichajes sin salida. Revíselos en Fichaje.';
  if (days.length === 1) {
    return `Tiene un fichaje sin salida: ${formatPunchDay(days[0] ?? '')}. Revíselo en Fichaje.`;
  }
  const listed = days.slice(0, MAX_LISTED_PUNCH_DAYS).map(formatPunchDay).join(', ');
  const rest = days.length - MAX_LISTED_PUNCH_DAYS;
  const more = rest > 0 ? ` y ${rest} más` : '';
  return `Tiene fichajes sin salida: ${listed}${more}. Revíselos en Fichaje.`;
}
