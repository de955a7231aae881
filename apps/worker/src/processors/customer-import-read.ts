import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { CUSTOMER_IMPORT_LIMITS } from '@kiwi/domain';
import { InvalidJobInputError } from './types';

/** One row of the file: its number as a spreadsheet shows it (header = 1) and its cells as text. */
export interface SheetRow {
  fila: number;
  cells: string[];
}

/** Reports how far the reading went, as a fraction of the file (0–1). */
export type ReadProgress = (fraction: number) => void;

const clip = (value: string) =>
  value.replaceAll('\u0000', '').slice(0, CUSTOMER_IMPORT_LIMITS.maxCellLength);

/**
 * The rows of a lead file (the first worksheet of an xlsx, or a csv), blank rows left out.
 * Cells are plain text: numbers without float noise, dates as AAAA-MM-DD.
 */
export function readSheetRows(
  path: string,
  format: 'csv' | 'xlsx',
  onProgress: ReadProgress = () => {},
): AsyncGenerator<SheetRow> {
  return format === 'csv' ? readCsvRows(path, onProgress) : readXlsxRows(path, onProgress);
}

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

async function* readCsvRows(path: string, onProgress: ReadProgress): AsyncGenerator<SheetRow> {
  const text = decodeText(await readFile(path));
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    throw new InvalidJobInputError(
      `El archivo .csv no se puede leer: ${(error as Error).message.split('\n')[0] ?? ''}`.trim(),
    );
  }
  const step = Math.max(1, Math.floor(records.length / 50));
  for (let index = 0; index < records.length; index += 1) {
    const cells = (records[index] ?? []).slice(0, CUSTOMER_IMPORT_LIMITS.maxColumns).map(clip);
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

async function* readXlsxRows(path: string, onProgress: ReadProgress): AsyncGenerator<SheetRow> {
  const { size } = await stat(path);
  let read = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      done(null, chunk);
    },
  });
  const input = createReadStream(path).pipe(counter);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
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
        const last = Math.min(values.length - 1, CUSTOMER_IMPORT_LIMITS.maxColumns);
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
    if (error instanceof InvalidJobInputError) throw error;
    throw new InvalidJobInputError('El archivo no es un libro de Excel (.xlsx) válido.');
  } finally {
    input.destroy();
  }
  onProgress(1);
}
