import {
  TEMPLATE_COLUMNS_PER_TYPE,
  TEMPLATE_FIRST_TYPE_COLUMN,
  TEMPLATE_LABELS,
  type TemplateCell,
  type TemplateGrid,
} from './layout';

export interface TemplateObjectiveType {
  id: number;
  nombre: string;
}

export interface TemplateCommercial {
  id: number;
  nombre: string;
}

/** A current objective to prefill; peso in percent (0-100) as the API stores it. */
export interface TemplatePrefill {
  comercial: number;
  familia: number;
  objetivo: number;
  peso: number;
  llave: boolean;
}

export interface BuildTemplateInput {
  month: string;
  workingDays: number;
  objectiveTypes: readonly TemplateObjectiveType[];
  commercials: readonly TemplateCommercial[];
  prefill?: readonly TemplatePrefill[];
}

function emptyRow(width: number): TemplateCell[] {
  return Array.from({ length: width }, () => null);
}

/** The template grid for a month: headers, one row per commercial, prefilled objectives. */
export function buildObjectiveTemplate(input: BuildTemplateInput): TemplateGrid {
  const width =
    TEMPLATE_FIRST_TYPE_COLUMN - 1 + input.objectiveTypes.length * TEMPLATE_COLUMNS_PER_TYPE;
  const monthRow = emptyRow(width);
  const daysRow = emptyRow(width);
  const headerRow = emptyRow(width);
  monthRow[0] = TEMPLATE_LABELS.month;
  monthRow[1] = input.month.slice(0, 7);
  daysRow[0] = TEMPLATE_LABELS.workingDays;
  daysRow[1] = input.workingDays;
  headerRow[0] = TEMPLATE_LABELS.id;
  headerRow[1] = TEMPLATE_LABELS.commercial;
  input.objectiveTypes.forEach((type, index) => {
    const first = TEMPLATE_FIRST_TYPE_COLUMN - 1 + index * TEMPLATE_COLUMNS_PER_TYPE;
    monthRow[first] = type.nombre;
    daysRow[first] = type.id;
    headerRow[first] = TEMPLATE_LABELS.objective;
    headerRow[first + 1] = TEMPLATE_LABELS.weight;
    headerRow[first + 2] = TEMPLATE_LABELS.key;
  });
  const prefill = new Map(
    (input.prefill ?? []).map((p) => [`${p.comercial}:${p.familia}`, p] as const),
  );
  const dataRows = input.commercials.map((commercial) => {
    const row = emptyRow(width);
    row[0] = commercial.id;
    row[1] = commercial.nombre;
    input.objectiveTypes.forEach((type, index) => {
      const current = prefill.get(`${commercial.id}:${type.id}`);
      if (!current) return;
      const first = TEMPLATE_FIRST_TYPE_COLUMN - 1 + index * TEMPLATE_COLUMNS_PER_TYPE;
      row[first] = current.objetivo;
      row[first + 1] = current.peso / 100;
      row[first + 2] = current.llave ? 1 : 0;
    });
    return row;
  });
  return [monthRow, daysRow, headerRow, ...dataRows];
}
