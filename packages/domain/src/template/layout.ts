/**
 * Layout of the objective spreadsheet template (spec section 5: "data starts
 * in row 4, objective types start at column C, working-days count is
 * included"). Rows and columns are 1-based here, as a spreadsheet user reads them.
 *
 *   row 1: A "Mes"              B YYYY-MM   C.. per type block: the type name
 *   row 2: A "Días laborables"  B count     C.. per type block: the type id
 *   row 3: A "ID"  B "Comercial"            C.. "Objetivo" | "Peso (0-1)" | "Llave (0/1)"
 *   row 4+: one commercial per row: id, name, then objetivo, peso, llave per type
 */
export const TEMPLATE_MONTH_ROW = 1;
export const TEMPLATE_WORKING_DAYS_ROW = 2;
export const TEMPLATE_HEADER_ROW = 3;
export const TEMPLATE_FIRST_DATA_ROW = 4;
export const TEMPLATE_ID_COLUMN = 1;
export const TEMPLATE_NAME_COLUMN = 2;
export const TEMPLATE_FIRST_TYPE_COLUMN = 3;
export const TEMPLATE_COLUMNS_PER_TYPE = 3;

export const TEMPLATE_LABELS = {
  month: 'Mes',
  workingDays: 'Días laborables',
  id: 'ID',
  commercial: 'Comercial',
  objective: 'Objetivo',
  weight: 'Peso (0-1)',
  key: 'Llave (0/1)',
} as const;

/** A cell value as the worker reads or writes it. */
export type TemplateCell = string | number | boolean | null;
/** Row-major grid; grid[0] is spreadsheet row 1, grid[r][0] column A. */
export type TemplateGrid = TemplateCell[][];

/** Spreadsheet column letters: 1 -> A, 26 -> Z, 27 -> AA. */
export function columnLetter(column: number): string {
  let letters = '';
  let n = column;
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** First column (1-based) of the block of the type at `typeIndex` (0-based). */
export function typeBlockColumn(typeIndex: number): number {
  return TEMPLATE_FIRST_TYPE_COLUMN + typeIndex * TEMPLATE_COLUMNS_PER_TYPE;
}
