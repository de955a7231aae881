import {
  FIXED_LINE_TYPES,
  OPERATORS,
  PAYMENT_TYPES,
  SEGMENTS,
  TARIFF_CATEGORIES,
  TARIFF_IMPORT_FIELDS,
} from '@kiwi/domain';

const VALUES: ReadonlyArray<[string, readonly { label: string }[]]> = [
  ['Operador', OPERATORS],
  ['Segmento', SEGMENTS],
  ['Categoría', TARIFF_CATEGORIES],
  ['Tipo de pago', PAYMENT_TYPES],
  ['Tipo de línea fija', FIXED_LINE_TYPES],
];

const NOTES = [
  'Una fila por tarifa. Nombre, Operador y Segmento identifican la tarifa: si ya existe se actualiza, si no se crea.',
  'Las celdas vacías de una tarifa existente la dejan como está.',
  'Precios en euros al mes, con coma o punto decimal (45,90).',
  'Velocidades como «600 Mb» o «1 Gb»; datos como «50 GB» o «Ilimitados»; minutos como «1000» o «Ilimitados».',
  'La línea fija se rellena para Fijo, Fijo y móvil y Convergente; la móvil para Móvil y Convergente.',
];

/** The template sheet of the tariff import (decision 1509): Spanish headers, an example row, the allowed values. */
export async function tariffTemplate(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Tarifas', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = TARIFF_IMPORT_FIELDS.map((field) => ({
    header: field.label,
    key: field.key,
    width: Math.max(14, field.label.length + 4, field.example.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(TARIFF_IMPORT_FIELDS.map((f) => [f.key, f.example])));

  const help = book.addWorksheet('Valores admitidos');
  help.columns = VALUES.map(([header]) => ({ header, width: 22 }));
  help.getRow(1).font = { bold: true };
  const longest = Math.max(...VALUES.map(([, options]) => options.length));
  for (let i = 0; i < longest; i += 1)
    help.addRow(VALUES.map(([, options]) => options[i]?.label ?? ''));
  help.addRow([]);
  for (const note of NOTES) help.addRow([note]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
