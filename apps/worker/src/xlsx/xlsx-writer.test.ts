import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, inflateRawSync } from 'node:zlib';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CELL_CHARS } from './cell-text';
import {
  columnLetters,
  XLSX_MAX_ROWS,
  XlsxFileWriter,
  XlsxRowLimitError,
  type XlsxCell,
} from './xlsx-writer';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kiwi-xlsx-writer-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every cell of the first sheet as exceljs reads it (1-based rows and columns → 0-based). */
async function readWithExceljs(file: string): Promise<{ name: string; cells: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const cells: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    cells[number - 1] = (row.values as unknown[]).slice(1);
  });
  return { name: sheet.name, cells };
}

/**
 * The text any XML reader gets back: characters XML cannot carry are dropped and line ends
 * normalised (decision 1120). Excel and LibreOffice also undo our `_x005F_` escape of a
 * literal `_x…_`; exceljs does not decode escapes in inline strings, so it shows it.
 */
function asRead(text: string, reader: 'exceljs' | 'libreoffice'): string {
  // eslint-disable-next-line no-control-regex
  const xml = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
  const lines = xml.replace(/\r\n?/g, '\n');
  return reader === 'exceljs' ? lines.replace(/_(x[0-9A-Fa-f]+_)/g, '_x005F_$1') : lines;
}

/** What exceljs should give back for a cell we wrote. */
function expected(value: XlsxCell): unknown {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  if (typeof value === 'string') return asRead(value.slice(0, MAX_CELL_CHARS), 'exceljs');
  return value;
}

async function write(
  name: string,
  header: string[],
  rows: XlsxCell[][],
  options: { sheetName?: string; widths?: number[] } = {},
): Promise<string> {
  const file = join(dir, name);
  const writer = await XlsxFileWriter.create(file, {
    sheetName: options.sheetName ?? 'Datos',
    columns: header.map((h, i) => ({ header: h, width: options.widths?.[i] })),
  });
  rows.forEach((row, i) => {
    writer.addRow(row);
    if (i % 7 === 6) void writer.flush(); // flushes that overlap the next rows, as callers do
  });
  await writer.flush();
  await writer.finish();
  return file;
}

const TRICKY: string[] = [
  'Peña & Hijos <S.L.> "comillas" \'simples\'',
  'tab\tdentro y salto\nde línea',
  'windows\r\nsalto y \rretorno solo',
  '  espacios delante y detrás  ',
  'control \u0001\u0002\u000B\u000C\u001F fin',
  'literal _x0041_ y _x00e9_ y _X0041_ y _x12_ y _xZZ_ y _x_',
  'emoji 😀 y 𝄞 (pares suplentes)',
  'ñÑáéíóúüÜ€ · ¿¡ Ελληνικά 中文 العربية',
  '\uFFFE y \uFFFF no caben en XML',
  '<![CDATA[ ]]> &amp; ya escapado',
  '=SUMA(A1:A2)',
  '0034600123456',
];

describe('XlsxFileWriter', () => {
  it('writes every kind of cell so that exceljs reads back exactly what was written', async () => {
    const header = ['texto', 'número', 'booleano', 'vacío', 'después del vacío'];
    const rows: XlsxCell[][] = [
      ...TRICKY.map((text, i): XlsxCell[] => [text, i, i % 2 === 0, null, `fila ${i}`]),
      ['enteros y decimales', -12.5, false, undefined, 'x'],
      ['grandes', 1e21, true, '', 'y'],
      ['pequeños', 5e-324, true, Number.NaN, 'z'],
      ['infinitos', Number.POSITIVE_INFINITY, false, Number.NEGATIVE_INFINITY, 'w'],
      [null, null, null, null, 'solo la última'],
      [],
    ];
    const file = await write('celdas.xlsx', header, rows, { sheetName: 'Clientes & Co' });
    const { name, cells } = await readWithExceljs(file);
    expect(name).toBe('Clientes & Co');
    expect(cells[0]).toEqual(header);
    rows.forEach((row, r) => {
      const read = cells[r + 1] ?? [];
      header.forEach((_, c) => {
        expect(read[c], `row ${r + 2}, column ${columnLetters(c)}`).toEqual(expected(row[c]));
      });
    });
    expect(cells).toHaveLength(rows.length + 1);
    expect(cells.at(-1)).toEqual([]);
  });

  it('replaces a lone surrogate (not encodable in UTF-8) with U+FFFD', async () => {
    const file = await write('suplente.xlsx', ['a'], [['antes \uD800 después \uDC00 fin']]);
    const { cells } = await readWithExceljs(file);
    expect(cells[1]).toEqual(['antes \uFFFD después \uFFFD fin']);
  });

  it("cuts text at Excel's 32 767 characters without splitting a surrogate pair", async () => {
    const long = 'a'.repeat(MAX_CELL_CHARS - 1) + '😀' + 'b'.repeat(10);
    const exact = 'c'.repeat(MAX_CELL_CHARS);
    const file = await write('largo.xlsx', ['a', 'b'], [[long, exact]]);
    const { cells } = await readWithExceljs(file);
    expect(cells[1]?.[0]).toBe('a'.repeat(MAX_CELL_CHARS - 1));
    expect(cells[1]?.[1]).toBe(exact);
  });

  it('keeps column widths and writes columns past Z (AA, AB, …)', async () => {
    const header = Array.from({ length: 60 }, (_, i) => `col ${i}`);
    const widths = header.map((_, i) => 5 + (i % 30));
    const row = header.map((_, i) => `${columnLetters(i)}2`);
    const file = await write('anchas.xlsx', header, [row], { widths });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getColumn(1).width).toBe(5);
    expect(sheet.getColumn(60).width).toBe(widths[59]);
    expect(sheet.getCell('AA2').value).toBe('AA2');
    expect(sheet.getCell('BH2').value).toBe('BH2');
    expect(columnLetters(16_383)).toBe('XFD');
  });

  it('is a valid zip: sizes and CRC-32 in the central directory match the inflated data', async () => {
    const file = await write(
      'zip.xlsx',
      ['a'],
      Array.from({ length: 3000 }, (_, i) => [`fila ${i} ${'x'.repeat(i % 50)}`]),
    );
    const bytes = await readFile(file);
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const count = bytes.readUInt16LE(end + 10);
    let at = bytes.readUInt32LE(end + 16);
    const names: string[] = [];
    for (let i = 0; i < count; i += 1) {
      expect(bytes.readUInt32LE(at)).toBe(0x02014b50);
      const crc = bytes.readUInt32LE(at + 16);
      const compressed = bytes.readUInt32LE(at + 20);
      const size = bytes.readUInt32LE(at + 24);
      const nameLength = bytes.readUInt16LE(at + 28);
      const local = bytes.readUInt32LE(at + 42);
      const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
      expect(bytes.readUInt32LE(local)).toBe(0x04034b50);
      const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = inflateRawSync(bytes.subarray(dataAt, dataAt + compressed));
      expect(data.length, name).toBe(size);
      expect(crc32(data), name).toBe(crc);
      // the data descriptor after the data repeats them
      expect(bytes.readUInt32LE(dataAt + compressed)).toBe(0x08074b50);
      expect(bytes.readUInt32LE(dataAt + compressed + 4)).toBe(crc);
      names.push(name);
      at += 46 + nameLength;
    }
    expect(names).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
  });

  it('is read by the streaming reader too (local headers with data descriptors)', async () => {
    // Non-ASCII on purpose: exceljs' streaming reader used to decode each inflated chunk on its
    // own and broke a character straddling two chunks (patches/exceljs@4.4.0.patch).
    const rows = Array.from({ length: 2500 }, (_, i): XlsxCell[] => [
      i,
      `fila ${i} Núñez & <${'ñ'.repeat(i % 40)}>`,
      i % 3 === 0 ? null : i % 2 === 0,
    ]);
    const file = await write('stream.xlsx', ['n', 'texto', 'b'], rows);
    const read: unknown[][] = [];
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
      sharedStrings: 'cache',
      worksheets: 'emit',
    });
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        read.push((row.values as unknown[]).slice(1));
      }
    }
    expect(read).toHaveLength(rows.length + 1);
    rows.forEach((row, i) =>
      expect(read[i + 1]).toEqual(row.map(expected).slice(0, i % 3 === 0 ? 2 : 3)),
    );
  });

  it('writes a sheet with no columns (an empty JSON list)', async () => {
    const file = await write('vacio.xlsx', [], []);
    const { cells } = await readWithExceljs(file);
    expect(cells.flat()).toEqual([]);
  });

  it('refuses a row past the 1 048 576 rows of a sheet', { timeout: 60_000 }, async () => {
    const writer = await XlsxFileWriter.create(join(dir, 'limite.xlsx'), {
      sheetName: 'Datos',
      columns: [{ header: 'a' }],
    });
    try {
      for (let i = 1; i < XLSX_MAX_ROWS; i += 1) {
        writer.addRow([]);
        if (i % 100_000 === 0) await writer.flush();
      }
      expect(writer.rows).toBe(XLSX_MAX_ROWS - 1);
      expect(() => writer.addRow(['uno más'])).toThrow(XlsxRowLimitError);
    } finally {
      await writer.abort();
    }
  });

  it('refuses more cells than columns and invalid sheet names', async () => {
    const writer = await XlsxFileWriter.create(join(dir, 'ancho.xlsx'), {
      sheetName: 'Datos',
      columns: [{ header: 'a' }],
    });
    expect(() => writer.addRow(['a', 'b'])).toThrow(/2 cells/);
    await writer.abort();
    await expect(
      XlsxFileWriter.create(join(dir, 'mal.xlsx'), { sheetName: 'a/b', columns: [] }),
    ).rejects.toThrow(/sheet name/);
    await expect(
      XlsxFileWriter.create(join(dir, 'no-existe', 'x.xlsx'), { sheetName: 'a', columns: [] }),
    ).rejects.toThrow(/ENOENT/);
  });

  const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((bin) => existsSync(bin));
  it.skipIf(!soffice)(
    'opens in LibreOffice with the same text (converted to CSV)',
    { timeout: 120_000 },
    async () => {
      const rows: XlsxCell[][] = TRICKY.map((text, i) => [text, i, null, `fila ${i}`]);
      const file = await write('libreoffice.xlsx', ['texto', 'n', 'vacío', 'fin'], rows);
      const out = join(dir, 'lo');
      await promisify(execFile)(
        soffice!,
        [
          '--headless',
          `-env:UserInstallation=file://${join(dir, 'lo-profile')}`,
          '--convert-to',
          'csv:Text - txt - csv (StarCalc):44,34,76,1',
          '--outdir',
          out,
          file,
        ],
        { timeout: 110_000 },
      );
      const csv = parseCsv(await readFile(join(out, 'libreoffice.csv'), 'utf8'), {
        relax_column_count: true,
      }) as string[][];
      expect(csv[0]).toEqual(['texto', 'n', 'vacío', 'fin']);
      rows.forEach((row, i) => {
        expect(csv[i + 1]?.[0], `row ${i + 2}`).toBe(asRead(String(row[0]), 'libreoffice'));
        expect(csv[i + 1]?.slice(1)).toEqual([String(i), '', `fila ${i}`]);
      });
    },
  );
});
