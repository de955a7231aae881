import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, login } from '../support/app';
import { seriousAxeViolations } from '../support/axe';
import { DESKTOP, PHONE, launchBrowser, openPage } from '../support/browser';
import { ARTIFACTS_DIR } from '../support/context';
import { takeShot } from '../support/page-api';

const baseUrl = inject('baseUrl');
const SHOTS = process.env.CATALOGO_SHOTS_DIR ?? join(ARTIFACTS_DIR, 'catalogo');
const suffix = Date.now().toString(36).slice(-5);
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The text of one column's cells, in row order (desktop table). */
async function columnTexts(page: Page, table: string, header: string): Promise<string[]> {
  const grid = page.getByRole('region', { name: table }).first().getByRole('table');
  await expect.poll(() => grid.getAttribute('aria-busy')).toBeNull();
  const headers = (await grid.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  const index = headers.findIndex((text) => text.startsWith(header));
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const rows = grid.getByRole('row');
  const texts: string[] = [];
  for (let row = 1; row < (await rows.count()); row += 1) {
    texts.push(((await rows.nth(row).getByRole('cell').nth(index).textContent()) ?? '').trim());
  }
  return texts;
}

/**
 * axe once the toasts have gone: a half-faded toast reads as low contrast mid-animation
 * (as in catalogo.e2e.test.ts).
 */
async function axeWithoutToasts(page: Page) {
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 20_000 }).toBe(0);
  return seriousAxeViolations(page);
}

/** The first sheet of a downloaded workbook: its header and its rows as text. */
async function readDownload(page: Page, click: () => Promise<void>, name: string) {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  download.catch(() => undefined);
  await click();
  const file = join(SHOTS, name);
  await (await download).saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const text = (row: ExcelJS.Row) =>
    Array.from(row.values as unknown[], (v) => String(v ?? '').trim()).slice(1);
  const rows: string[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(text(row));
  });
  return { header: text(sheet.getRow(1)), rows };
}

describe('catalogue export (/ManagementBase)', () => {
  it('exports the SVA tab with its filters: the file has the rows of the table', async () => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
    await login(page, DEMO_USERS.admin);
    await page.goto('/ManagementBase?tab=sva&is_active=1&operator=YOIGO&itemsPerPage=64');
    const names = await columnTexts(page, 'SVA', 'Nombre');
    expect(names.length).toBeGreaterThan(0);
    const { header, rows } = await readDownload(
      page,
      () => page.getByRole('button', { name: 'Exportar' }).click(),
      'catalogo-sva.xlsx',
    );
    const nombre = header.indexOf('Nombre');
    const operador = header.indexOf('Operador');
    expect(nombre, header.join(' | ')).toBeGreaterThanOrEqual(0);
    expect(rows.map((row) => row[nombre])).toEqual(names);
    expect(new Set(rows.map((row) => row[operador]))).toEqual(new Set(['YOIGO']));
    await takeShot(page, SHOTS, 'catalogo-sva-export-1440', false);
    await context.close();
  });
});

describe('export and import buttons', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`are in the toolbars of /ManagementBase and /devicemanagement at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(browser, baseUrl, viewport);
      await login(page, DEMO_USERS.admin);
      await page.goto('/ManagementBase?tab=tarifas&is_active=1');
      await page.getByRole('button', { name: 'Exportar' }).waitFor();
      await page.getByRole('button', { name: 'Importar' }).waitFor();
      await takeShot(page, SHOTS, `catalogo-tarifas-botones-${viewport.width}`, false);
      await page.goto('/devicemanagement');
      await page.getByRole('button', { name: 'Exportar plazos' }).waitFor();
      await page.getByRole('button', { name: 'Exportar', exact: true }).waitFor();
      expect(await axeWithoutToasts(page)).toEqual([]);
      await takeShot(page, SHOTS, `dispositivos-exportar-${viewport.width}`, false);
      await context.close();
    });
  }
});

const SHEET = [
  'Nombre;Operador;Segmento;Categoría;Precio;Datos móviles;Minutos del móvil',
  `Móvil e2e ${suffix} 25GB;Yoigo;Particular;Móvil;11,90;25 GB;Ilimitados`,
  `Móvil e2e ${suffix} 60GB;Yoigo;Particular;Móvil;16,90;60 GB;Ilimitados`,
  `Móvil malo ${suffix};Movistar;Particular;Móvil;1500;25 GB;100`,
].join('\r\n');

async function openImport(page: Page) {
  await page.goto('/ManagementBase?tab=tarifas&is_active=1');
  await page.getByRole('button', { name: 'Importar' }).click();
  return page.getByRole('dialog', { name: 'Importar tarifas' });
}

describe('tariff sheet import (/ManagementBase → Tarifas → Importar)', () => {
  it('downloads the template: Spanish headers and an example row', async () => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
    await login(page, DEMO_USERS.manager);
    const dialog = await openImport(page);
    const { header, rows } = await readDownload(
      page,
      () => dialog.getByRole('button', { name: 'Descargar plantilla' }).click(),
      'plantilla-tarifas.xlsx',
    );
    expect(header.slice(0, 5)).toEqual([
      'Nombre',
      'Operador',
      'Segmento',
      'Categoría',
      'Tipo de pago',
    ]);
    expect(rows).toHaveLength(1);
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`imports a sheet with one bad row at ${viewport.width} px: preview, errors, result`, async () => {
      const { context, page } = await openPage(browser, baseUrl, viewport);
      await login(page, DEMO_USERS.manager);
      const dialog = await openImport(page);
      const sheet =
        viewport === PHONE
          ? SHEET.replaceAll(`e2e ${suffix}`, `e2e ${suffix} móvil`).replaceAll(
              `malo ${suffix}`,
              `malo ${suffix} móvil`,
            )
          : SHEET;
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'tarifas-e2e.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(sheet),
      });
      await takeShot(page, SHOTS, `tarifas-importar-archivo-${viewport.width}`, false);
      await dialog.getByRole('button', { name: 'Subir y revisar' }).click();
      await dialog
        .getByText(
          '3 filas leídas: 2 tarifas nuevas, 0 que se actualizan, 0 sin cambios y 1 fila con errores, que no se importarán.',
        )
        .waitFor();
      await dialog.getByRole('tab', { name: /Con errores/ }).click();
      await dialog.getByText('Operador: Operador no válido').first().waitFor();
      expect(await axeWithoutToasts(page)).toEqual([]);
      await takeShot(page, SHOTS, `tarifas-importar-revision-${viewport.width}`, false);

      await dialog.getByRole('button', { name: 'Importar 2 tarifas' }).click();
      await dialog
        .getByText('2 tarifas creadas, 0 actualizadas, 0 sin cambios y 1 fila rechazada.')
        .waitFor();
      expect(await axeWithoutToasts(page)).toEqual([]);
      await takeShot(page, SHOTS, `tarifas-importar-resultado-${viewport.width}`, false);

      await dialog.getByRole('tab', { name: 'Historial' }).click();
      await dialog.getByText('tarifas-e2e.csv').first().waitFor();
      // The demo's own past import is listed too.
      await dialog.getByText('tarifas-noviembre-2026.xlsx').first().waitFor();
      await takeShot(page, SHOTS, `tarifas-importar-historial-${viewport.width}`, false);
      await page.keyboard.press('Escape');

      await page.getByRole('searchbox', { name: 'Buscar' }).fill(`e2e ${suffix}`);
      await page.getByText(`Móvil e2e ${suffix}`).first().waitFor();
      await context.close();
    });
  }
});
