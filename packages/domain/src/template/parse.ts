import { Dec } from '../money/decimal';
import { cellAt, cellError, cellNumber, cellText, isBlank, type TemplateError } from './cells';
import type { TemplateObjectiveType } from './grid';
import {
  TEMPLATE_FIRST_DATA_ROW,
  TEMPLATE_ID_COLUMN,
  TEMPLATE_MONTH_ROW,
  TEMPLATE_WORKING_DAYS_ROW,
  typeBlockColumn,
  type TemplateGrid,
} from './layout';

export interface ParsedObjectiveRow {
  /** Spreadsheet row the objective came from. */
  row: number;
  comercial: number;
  familia: number;
  objetivo: number;
  /** Percent (0-100): the template's 0-1 times 100. */
  peso: number;
  llave: boolean;
}

export type ParseTemplateResult =
  | { ok: true; month: string; workingDays: number; rows: ParsedObjectiveRow[] }
  | { ok: false; errors: TemplateError[] };

export interface ParseTemplateContext {
  objectiveTypes: readonly TemplateObjectiveType[];
  /** Ids of the tenant's commercials; other ids are refused. */
  commercialIds: ReadonlySet<number>;
}

function readMonth(grid: TemplateGrid, errors: TemplateError[]): string {
  const text = cellText(cellAt(grid, TEMPLATE_MONTH_ROW, 2));
  const match = /^(\d{4})-(0[1-9]|1[0-2])(-\d{2})?$/.exec(text);
  if (!match) errors.push(cellError(TEMPLATE_MONTH_ROW, 2, 'el mes debe tener el formato AAAA-MM'));
  return match ? `${match[1]}-${match[2]}` : '';
}

function readWorkingDays(grid: TemplateGrid, errors: TemplateError[]): number {
  const days = cellNumber(cellAt(grid, TEMPLATE_WORKING_DAYS_ROW, 2));
  if (!(days >= 0 && days <= 31 && Number.isInteger(days * 2))) {
    errors.push(
      cellError(
        TEMPLATE_WORKING_DAYS_ROW,
        2,
        'los días laborables deben ser un número entre 0 y 31',
      ),
    );
  }
  return days;
}

/** The objective type of each block, read from row 2 (id) until an empty block. */
function readTypes(
  grid: TemplateGrid,
  ctx: ParseTemplateContext,
  errors: TemplateError[],
): number[] {
  const known = new Set(ctx.objectiveTypes.map((t) => t.id));
  const types: number[] = [];
  for (let index = 0; ; index += 1) {
    const column = typeBlockColumn(index);
    const cell = cellAt(grid, TEMPLATE_WORKING_DAYS_ROW, column);
    if (isBlank(cell) && isBlank(cellAt(grid, TEMPLATE_MONTH_ROW, column))) break;
    const id = cellNumber(cell);
    if (!known.has(id)) {
      errors.push(cellError(TEMPLATE_WORKING_DAYS_ROW, column, 'tipo de objetivo desconocido'));
    }
    types.push(id);
  }
  if (types.length === 0) {
    errors.push(
      cellError(TEMPLATE_WORKING_DAYS_ROW, typeBlockColumn(0), 'no hay tipos de objetivo'),
    );
  }
  return types;
}

function readBlock(
  grid: TemplateGrid,
  row: number,
  column: number,
  errors: TemplateError[],
): { objetivo: number; peso: number; llave: boolean } | null {
  const objectiveCell = cellAt(grid, row, column);
  const weightCell = cellAt(grid, row, column + 1);
  const keyCell = cellAt(grid, row, column + 2);
  if (isBlank(objectiveCell) && isBlank(weightCell) && isBlank(keyCell)) return null;
  const before = errors.length;
  const objetivo = cellNumber(objectiveCell);
  if (!(objetivo >= 0))
    errors.push(cellError(row, column, 'el objetivo debe ser un número mayor o igual que 0'));
  const weight = cellNumber(weightCell);
  if (!(weight >= 0 && weight <= 1))
    errors.push(cellError(row, column + 1, 'el peso debe estar entre 0 y 1'));
  const key = isBlank(keyCell) ? 0 : cellNumber(keyCell);
  if (key !== 0 && key !== 1)
    errors.push(
      cellError(row, column + 2, 'la llave debe ser 0 (no obligatoria) o 1 (obligatoria)'),
    );
  if (errors.length > before) return null;
  return {
    objetivo,
    peso: new Dec(weight).times(100).toDecimalPlaces(2).toNumber(),
    llave: key === 1,
  };
}

/**
 * Parse and validate a filled objective template (spec section 5): data from
 * row 4, objective types from column C, the working days, key 0/1, weight
 * 0-1. Answers the typed rows, or every problem as a Spanish message naming
 * the cell. Blank data rows and blank type blocks are skipped.
 */
export function parseObjectiveTemplate(
  grid: TemplateGrid,
  ctx: ParseTemplateContext,
): ParseTemplateResult {
  const errors: TemplateError[] = [];
  const month = readMonth(grid, errors);
  const workingDays = readWorkingDays(grid, errors);
  const types = readTypes(grid, ctx, errors);
  const rows: ParsedObjectiveRow[] = [];
  const seen = new Set<number>();
  for (let row = TEMPLATE_FIRST_DATA_ROW; row <= grid.length; row += 1) {
    if ((grid[row - 1] ?? []).every((cell) => isBlank(cell ?? null))) continue;
    const comercial = cellNumber(cellAt(grid, row, TEMPLATE_ID_COLUMN));
    if (!ctx.commercialIds.has(comercial)) {
      errors.push(cellError(row, TEMPLATE_ID_COLUMN, 'comercial desconocido'));
      continue;
    }
    if (seen.has(comercial)) {
      errors.push(cellError(row, TEMPLATE_ID_COLUMN, 'el comercial aparece más de una vez'));
      continue;
    }
    seen.add(comercial);
    let weightSum = new Dec(0);
    types.forEach((familia, index) => {
      const block = readBlock(grid, row, typeBlockColumn(index), errors);
      if (!block) return;
      weightSum = weightSum.plus(block.peso);
      rows.push({ row, comercial, familia, ...block });
    });
    if (weightSum.greaterThan(100)) {
      errors.push(
        cellError(row, typeBlockColumn(0) + 1, 'la suma de los pesos no puede superar 1'),
      );
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, month, workingDays, rows };
}
