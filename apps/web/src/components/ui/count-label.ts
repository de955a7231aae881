/**
 * Counts in Spanish, exact or estimated (decision 0802). A paged answer with
 * `count_estimated: true` carries an estimate: it is written "≈ 12.345"; once
 * the user has paged past it, "más de N" (N = rows seen so far).
 */
const NUMBER = new Intl.NumberFormat('es-ES');

export function formatCount(value: number): string {
  return NUMBER.format(value);
}

export interface CountInput {
  total: number;
  estimated?: boolean | undefined;
}

/** "12.345" or "≈ 12.345". */
export function countText({ total, estimated }: CountInput): string {
  return estimated ? `≈ ${formatCount(total)}` : formatCount(total);
}

export interface RangeInput extends CountInput {
  page: number;
  pageSize: number;
  rowsOnPage: number;
}

/** "26–50 de 12.345", "26–50 de ≈ 12.345", "12.351–12.375 de más de 12.375". */
export function rangeText({ page, pageSize, rowsOnPage, total, estimated }: RangeInput): string {
  if (rowsOnPage === 0) return `0 de ${countText({ total, estimated })}`;
  const from = (page - 1) * pageSize + 1;
  const to = from + rowsOnPage - 1;
  if (estimated && to >= total)
    return `${formatCount(from)}–${formatCount(to)} de más de ${formatCount(to)}`;
  return `${formatCount(from)}–${formatCount(to)} de ${countText({ total, estimated })}`;
}

/** Pages in the list; null when the total is an estimate (the last page is unknown). */
export function pageCount({
  total,
  estimated,
  pageSize,
}: CountInput & { pageSize: number }): number | null {
  if (estimated) return null;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Whether a next page exists: by the count, or (estimate) because this page is full. */
export function hasNextPage(input: RangeInput): boolean {
  const pages = pageCount(input);
  return pages === null ? input.rowsOnPage === input.pageSize : input.page < pages;
}
