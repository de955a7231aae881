import { XLSX_MAX_COLUMNS, XLSX_MAX_DATA_ROWS } from '../xlsx/xlsx-writer';
import { InvalidJobInputError } from './types';

export type CellValue = string | number | boolean | null;

export interface JsonTable {
  /** Union of the rows' keys, in order of first appearance. */
  columns: string[];
  rows: Record<string, unknown>[];
}

/** Excel's own limits: 1,048,576 rows (one is the header) and 16,384 columns. */
export const MAX_ROWS = XLSX_MAX_DATA_ROWS;
export const MAX_COLUMNS = XLSX_MAX_COLUMNS;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the write-xlsx input: a JSON array of objects, or `{ "rows": [...] }`.
 * Throws InvalidJobInputError with a Spanish message for anything else.
 */
export function parseJsonTable(text: string): JsonTable {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new InvalidJobInputError('El archivo no contiene un JSON válido.');
  }
  const rows = isPlainObject(data) && Array.isArray(data.rows) ? data.rows : data;
  if (!Array.isArray(rows)) {
    throw new InvalidJobInputError(
      'El JSON debe ser una lista de objetos o un objeto con la lista en "rows".',
    );
  }
  if (rows.length > MAX_ROWS) {
    throw new InvalidJobInputError(`El JSON tiene más de ${MAX_ROWS} filas.`);
  }
  const columns = new Set<string>();
  rows.forEach((row, index) => {
    if (!isPlainObject(row)) {
      throw new InvalidJobInputError(`La fila ${index + 1} no es un objeto.`);
    }
    for (const key of Object.keys(row)) columns.add(key);
  });
  if (columns.size > MAX_COLUMNS) {
    throw new InvalidJobInputError(`El JSON tiene más de ${MAX_COLUMNS} columnas.`);
  }
  return { columns: [...columns], rows };
}

/** Scalars go to the cell as they are; nested arrays/objects as their JSON text. */
export function toCellValue(value: unknown): CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return JSON.stringify(value);
}

/** Excel sheet names: at most 31 characters, none of `: \ / ? * [ ]`. */
export function toSheetName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned || 'Datos';
}
