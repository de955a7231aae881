import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheetRows, type SheetRow } from './customer-import-read';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kiwi-import-read-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readAll(path: string, format: 'csv' | 'xlsx'): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readSheetRows(path, format)) rows.push(row);
  return rows;
}

describe('readSheetRows (xlsx)', () => {
  it('keeps every accented name whole, whatever chunk of the file it falls on', async () => {
    // Spanish lead lists are full of two-byte UTF-8 characters; the streaming reader receives
    // the inflated sheet in chunks, and a character split across two chunks used to come out
    // as U+FFFD (exceljs decoded each chunk on its own; patches/exceljs@4.4.0.patch).
    const names = (i: number) => [`García Núñez ${i} — Peña`, `Logroño ${i % 97} àéíóú ÀÉÍÓÚ ü ç`];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leads');
    sheet.addRow(['Nombre', 'Localidad']);
    for (let i = 0; i < 20_000; i += 1) sheet.addRow(names(i));
    const path = join(dir, 'acentos.xlsx');
    await workbook.xlsx.writeFile(path);

    const rows = await readAll(path, 'xlsx');
    expect(rows).toHaveLength(20_001);
    const broken = rows.filter((row) => row.cells.some((cell) => cell.includes('\uFFFD')));
    expect(broken).toEqual([]);
    rows.slice(1).forEach((row, i) => expect(row.cells).toEqual(names(i)));
  });
});
