import { columnLetter, type TemplateCell, type TemplateGrid } from './layout';

export interface TemplateError {
  /** 1-based spreadsheet row and column. */
  row: number;
  column: number;
  /** "Fila 7, columna D: el peso debe estar entre 0 y 1". */
  message: string;
}

export function cellError(row: number, column: number, problem: string): TemplateError {
  return { row, column, message: `Fila ${row}, columna ${columnLetter(column)}: ${problem}` };
}

/** The cell at a 1-based row and column; missing cells read as null. */
export function cellAt(grid: TemplateGrid, row: number, column: number): TemplateCell {
  return grid[row - 1]?.[column - 1] ?? null;
}

export function isBlank(cell: TemplateCell): boolean {
  return cell === null || (typeof cell === 'string' && cell.trim() === '');
}

/** A number cell; text accepts a Spanish decimal comma ("0,25"). NaN when not a number. */
export function cellNumber(cell: TemplateCell): number {
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'boolean') return cell ? 1 : 0;
  if (typeof cell !== 'string') return Number.NaN;
  const text = cell.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

export function cellText(cell: TemplateCell): string {
  return cell === null ? '' : String(cell).trim();
}
