/**
 * Readers for answers whose exact key spelling is still settling between the
 * API helpers (camelCase or snake_case): the first present key wins.
 */
export type Loose = Record<string, unknown>;

export function isLoose(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function pick(record: Loose, ...keys: string[]): unknown {
  for (const key of keys) if (record[key] !== undefined && record[key] !== null) return record[key];
  return null;
}

export function text(record: Loose, ...keys: string[]): string | null {
  const value = pick(record, ...keys);
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** A person or record shown by name: `{id, nombre}`, a bare name, or null. */
export function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isLoose(value)) return text(value, 'nombre', 'nombre_completo', 'name', 'label');
  return null;
}

/** The list of a plain array answer or of a paged `{results}` answer. */
export function listOf(answer: unknown): Loose[] {
  const list = Array.isArray(answer) ? answer : isLoose(answer) ? answer['results'] : null;
  return Array.isArray(list) ? list.filter(isLoose) : [];
}
