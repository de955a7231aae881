const NUMBER = new Intl.NumberFormat('es-ES');

/** "1.234" */
export const n = (value: number) => NUMBER.format(value);

/** "3 filas" / "1 fila" */
export const rows = (count: number) => `${n(count)} ${count === 1 ? 'fila' : 'filas'}`;

const DATE_TIME = new Intl.DateTimeFormat('es-ES', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Madrid',
});

/** "23/11/26, 10:00" in Madrid. */
export const when = (iso: string) => DATE_TIME.format(new Date(iso));
