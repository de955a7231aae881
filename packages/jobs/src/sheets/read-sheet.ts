import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import type ExcelJS from 'exceljs';

/**
 * Reading an uploaded spreadsheet (the first worksheet of an xlsx, or a csv) as rows of text,
 * for every import: the worker's lead import (decision 1201) and the API's tariff sheet
 * import (decision 1509). exceljs and csv-parse are loaded on the first sheet read, so neither
 * the API nor a worker that only exports pays for them at start (decision 1122).
 */

/** The file is not what it claims to be, or cannot be read: the message is for the user. */
export class SheetReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SheetReadError';
  }
}

/** How much of a row is kept. */
export interface SheetLimits {
  maxColumns: number;
  maxCellLength: number;
}

/** A file on disk (its path) or its bytes. */
export type SheetSource = string | Uint8Array;

/** One row of the file: its number as a spreadsheet shows it (header = 1) and its cells as text. */
export interface SheetRow {
  fila: number;
  cells: string[];
}

/** Reports how far the reading went, as a fraction of the file (0–1). */
export type ReadProgress = (fraction: number) => void;

/**
 * The rows of a sheet (the first worksheet of an xlsx, or a csv), blank rows left out.
 * Cells are plain text: numbers without float noise, dates as AAAA-MM-DD.
 */
export function readSheetRows(
  source: SheetSource,
  format: 'csv' | 'xlsx',
  limits: SheetLimits,
  onProgress: ReadProgress = () => {},
): AsyncGenerator<SheetRow> {
  return format === 'csv'
    ? readCsvRows(source, limits, onProgress)
    : readXlsxRows(source, limits, onProgress);
}

const clipper = (limits: SheetLimits) => (value: string) =>
  value.replaceAll('\u0000', '').slice(0, limits.maxCellLength);

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (Excel's "CSV" on Spanish Windows). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator of the header line: the most frequent of ; , tab and | (Spanish Excel uses ;). */
export function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t', '|'].map((d) => [d, firstLine.split(d).length - 1] as const);
  const [best] = counts.sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

async function* readCsvRows(
  source: SheetSource,
  limits: SheetLimits,
  onProgress: ReadProgress,
): AsyncGenerator<SheetRow> {
  const clip = clipper(limits);
  // Loaded on first use: the API reads sheets on one route only (decision 1509).
  const { parse } = await import('csv-parse/sync');
  const text = decodeText(typeof source === 'string' ? await readFile(source) : source);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    throw new SheetReadError(
      `El archivo .csv no se puede leer: ${(error as Error).message.split('\n')[0] ?? ''}`.trim(),
    );
  }
  const step = Math.max(1, Math.floor(records.length / 50));
  for (let index = 0; index < records.length; index += 1) {
    const cells = (records[index] ?? []).slice(0, limits.maxColumns).map(clip);
    if (index % step === 0) onProgress(index / records.length);
    if (cells.every((c) => c.trim() === '')) continue;
    yield { fila: index + 1, cells };
  }
  onProgress(1);
}

type CellValue = ExcelJS.CellValue;

/** A cell as the user sees it, as text. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'SÍ' : 'NO';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value)
      return cellText((value as { result?: CellValue }).result ?? null);
    if ('text' in value) return cellText(value.text as CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

async function* readXlsxRows(
  source: SheetSource,
  limits: SheetLimits,
  onProgress: ReadProgress,
): AsyncGenerator<SheetRow> {
  const clip = clipper(limits);
  const { default: Excel } = await import('exceljs');
  const size = typeof source === 'string' ? (await stat(source)).size : source.byteLength;
  let read = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      done(null, chunk);
    },
  });
  const raw = typeof source === 'string' ? createReadStream(source) : Readable.from([source]);
  const input = raw.pipe(counter);
  const reader = new Excel.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const worksheet of reader) {
      let count = 0;
      for await (const row of worksheet) {
        const values = (row.values ?? []) as CellValue[];
        const cells: string[] = [];
        const last = Math.min(values.length - 1, limits.maxColumns);
        for (let column = 1; column <= last; column += 1)
          cells.push(clip(cellText(values[column] ?? null)));
        count += 1;
        if (count % 1000 === 0) onProgress(size > 0 ? read / size : 0);
        if (cells.every((c) => c.trim() === '')) continue;
        yield { fila: row.number, cells };
      }
      // Only the first worksheet is read.
      break;
    }
  } catch (error) {
    if (error instanceof SheetReadError) throw error;
    throw new SheetReadError('El archivo no es un libro de Excel (.xlsx) válido.');
  } finally {
    input.destroy();
    raw.destroy();
  }
  onProgress(1);
}
