/** Normalisation rules of spec section 5 that several schemas share. */

export type PlainRecord = Record<string, unknown>;

export function isPlainRecord(value: unknown): value is PlainRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "Null-valued keys are dropped" (price and upfront history saves; account create/edit). */
export function dropNullKeys<T extends PlainRecord>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}

function isEmptyFilterValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.filter((v) => !isEmptyFilterValue(v)).length === 0;
  return false;
}

/** "Empty values and empty arrays are removed from list filters." Empty items inside arrays too. */
export function cleanListFilters<T extends PlainRecord>(filters: T): Partial<T> {
  const entries = Object.entries(filters)
    .filter(([, value]) => !isEmptyFilterValue(value))
    .map(([key, value]) => [
      key,
      Array.isArray(value) ? value.filter((v) => !isEmptyFilterValue(v)) : value,
    ]);
  return Object.fromEntries(entries) as Partial<T>;
}

/**
 * Query strings send arrays in bracket form (`estadoOferta[]=1&estadoOferta[]=2`):
 * this reads them back under the bare key, always as arrays.
 */
export function readBracketQuery(
  query: Record<string, string | readonly string[] | undefined>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const existing = out[key];
      const previous = Array.isArray(existing) ? existing : existing ? [existing] : [];
      out[key] = [...previous, ...(typeof value === 'string' ? [value] : value)];
    } else {
      out[rawKey] = typeof value === 'string' ? value : [...value];
    }
  }
  return out;
}

/** The client side of the same rule: arrays become repeated `key[]` pairs, empties dropped. */
export function toBracketQuery(filters: PlainRecord): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(cleanListFilters(filters))) {
    if (Array.isArray(value)) for (const item of value) pairs.push([`${key}[]`, String(item)]);
    else pairs.push([key, String(value)]);
  }
  return pairs;
}
