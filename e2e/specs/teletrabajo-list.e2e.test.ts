import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, login } from '../support/app';
import { seriousAxeViolations } from '../support/axe';
import { DESKTOP, PHONE, launchBrowser, openPage } from '../support/browser';
import { ARTIFACTS_DIR } from '../support/context';

/** The /teletrabajo customer table (issue 8) with the demo users, in Chromium. */
const baseUrl = inject('baseUrl');
const SHOTS = process.env.TELETRABAJO_SHOTS_DIR ?? join(ARTIFACTS_DIR, 'teletrabajo');
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openList(page: Page, user: string, query = ''): Promise<void> {
  await login(page, user);
  await page.goto(`/teletrabajo${query}`);
  await page.getByRole('heading', { name: 'Teletrabajo', level: 1 }).waitFor();
  await rangeText(page);
}

/** "1–25 de 300" under the table, once the page has loaded. */
async function rangeText(page: Page): Promise<string> {
  const range = page.getByText(/^\d[\d.]*–\d[\d.]* de /).first();
  await range.waitFor();
  return (await range.textContent())?.trim() ?? '';
}

function totalOf(range: string): number {
  return Number(range.replace(/^.* de (≈ )?/, '').replace(/\./g, ''));
}

/** Waits until the table shows the answer to the last request (no `aria-busy`). */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('table').getAttribute('aria-busy')).toBeNull();
}

/** The text of one column's cells, in row order (desktop table). */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const table = page.getByRole('table');
  const headers = (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  const index = headers.findIndex((text) => text.startsWith(header));
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const rows = table.getByRole('row');
  const count = await rows.count();
  const texts: string[] = [];
  for (let row = 1; row < count; row += 1) {
    texts.push(((await rows.nth(row).getByRole('cell').nth(index).textContent()) ?? '').trim());
  }
  return texts;
}

describe('/teletrabajo customer table', () => {
  it('filters by two fields with chips, pages and sorts (Manager, 1440 px)', async () => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
    await openList(page, DEMO_USERS.manager);
    const all = totalOf(await rangeText(page));
    expect(all).toBeGreaterThan(25);
    await page.screenshot({ path: join(SHOTS, 'teletrabajo-1440.png') });

    await page.getByRole('button', { name: 'Filtros' }).click();
    const panel = page.getByRole('dialog', { name: 'Filtros' });
    await panel.getByRole('button', { name: 'Comercial', exact: true }).click();
    await panel
      .getByRole('button', { name: /^Comercial/, expanded: false })
      .first()
      .click();
    await page
      .getByRole('listbox', { name: 'Comercial' })
      .getByRole('option', { name: 'Por asignar' })
      .click();
    await panel
      .getByRole('button', { name: /^Segmento/ })
      .first()
      .click();
    await page
      .getByRole('listbox', { name: 'Segmento' })
      .getByRole('option', { name: 'Particular' })
      .click();
    await page.screenshot({ path: join(SHOTS, 'teletrabajo-filters-1440.png') });
    await panel.getByRole('button', { name: 'Aplicar' }).click();

    const chips = page.getByRole('group', { name: 'Filtros activos' });
    await chips.getByText('Comercial:').waitFor();
    expect(await chips.textContent()).toContain('Por asignar');
    expect(await chips.textContent()).toContain('Segmento: Particular');
    await expect.poll(() => new URL(page.url()).searchParams.get('comercial')).toBe('null');
    expect(new URL(page.url()).searchParams.get('segmento')).toBe('PARTICULAR');
    await expect.poll(async () => totalOf(await rangeText(page))).toBeLessThan(all);
    expect(new Set(await columnTexts(page, 'Comercial'))).toEqual(new Set(['Por asignar']));

    await chips.getByRole('button', { name: 'Limpiar' }).click();
    await expect.poll(async () => totalOf(await rangeText(page))).toBe(all);

    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect.poll(() => rangeText(page)).toMatch(/^26–50 de /);

    const header = page.getByRole('columnheader', { name: /Documento/ });
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => new URL(page.url()).searchParams.get('ordering')).toBe('documento');
    await expect.poll(() => rangeText(page)).toMatch(/^1–25 de /);
    await settled(page);
    const ascending = (await columnTexts(page, 'Documento')).filter((d) => d !== '—');
    expect(ascending).toEqual([...ascending].sort());
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => new URL(page.url()).searchParams.get('ordering')).toBe('-documento');
    await settled(page);
    const descending = (await columnTexts(page, 'Documento')).filter((d) => d !== '—');
    expect(descending).toEqual([...descending].sort().reverse());
    await context.close();
  });

  it('exports what the table shows, with a progress bar; the file opens with exceljs', async () => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
    await openList(page, DEMO_USERS.admin, '?comercial=null&itemsPerPage=100&ordering=nombre');
    const names = await columnTexts(page, 'Nombre');
    expect(totalOf(await rangeText(page))).toBe(names.length);

    const download = page.waitForEvent('download', { timeout: 60_000 });
    download.catch(() => undefined); // awaited below; a closed page must not surface twice
    await page.getByRole('button', { name: 'Exportar' }).click();
    await page.getByRole('progressbar', { name: 'Progreso de la exportación' }).waitFor();
    const file = join(SHOTS, 'teletrabajo-export.xlsx');
    await (await download).saveAs(file);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    // exceljs rows are 1-based sparse arrays: Array.from fills the holes.
    const headerRow = Array.from(sheet.getRow(1).values as unknown[], (v) => String(v ?? ''));
    const nameColumn = headerRow.findIndex((text) => /^nombre$/i.test(text.trim()));
    expect(nameColumn, headerRow.join(' | ')).toBeGreaterThan(0);
    const exported: string[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) exported.push(String(row.getCell(nameColumn).value ?? '').trim());
    });
    // Same rows in the same order (the export sorts like the list: ordering=nombre).
    expect(exported).toEqual(names);
    await context.close();
  });

  it("shows a Comercial only their own customers and those 'Por asignar'", async () => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
    await openList(page, DEMO_USERS.comercial, '?itemsPerPage=100');
    const own = ((await page.getByTestId('user-name').first().textContent()) ?? '').trim();
    const commercials = new Set(await columnTexts(page, 'Comercial'));
    expect(commercials.size).toBeGreaterThan(0);
    for (const name of commercials) expect([own, 'Por asignar']).toContain(name);
    expect(commercials.has('Por asignar')).toBe(true);
    // No bulk actions for a Comercial (decision 1301).
    expect(await page.getByRole('checkbox', { name: /^Seleccionar/ }).count()).toBe(0);
    await context.close();
  });

  it('draws cards at 390×844 with the filters, search and paging at hand', async () => {
    const { context, page } = await openPage(browser, baseUrl, PHONE);
    await openList(page, DEMO_USERS.comercial);
    expect(await page.getByRole('table').count()).toBe(0);
    const cards = page.getByRole('list', { name: 'Clientes' });
    await cards.getByRole('listitem').first().waitFor();
    expect(await cards.getByRole('listitem').count()).toBeGreaterThan(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, 'teletrabajo-390.png'), fullPage: false });
    await page.getByRole('searchbox', { name: 'Buscar' }).waitFor();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('dialog', { name: 'Filtros' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'teletrabajo-filters-390.png') });
    await context.close();
  });

  it('has no serious or critical axe violations at 1440 and 390 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await openPage(browser, baseUrl, viewport);
      await openList(page, DEMO_USERS.manager);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Filtros' }).click();
      await page.getByRole('dialog', { name: 'Filtros' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it("reassigns two selected customers 'Por asignar' to a commercial (Admin)", async () => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
    await openList(page, DEMO_USERS.admin, '?comercial=null&ordering=nombre');
    const before = totalOf(await rangeText(page));
    const [first, second] = await columnTexts(page, 'Nombre');
    await page.getByRole('checkbox', { name: `Seleccionar ${first}` }).check();
    await page.getByRole('checkbox', { name: `Seleccionar ${second}` }).check();
    await page
      .getByRole('region', { name: 'Selección' })
      .getByRole('button', { name: 'Reasignar comercial' })
      .click();

    const dialog = page.getByRole('alertdialog', { name: 'Reasignar comercial' });
    expect(await dialog.textContent()).toContain('Se asignará el comercial elegido a 2 clientes.');
    await dialog.getByRole('button', { name: /Nuevo comercial/ }).click();
    await page
      .getByRole('listbox', { name: 'Nuevo comercial' })
      .getByRole('option')
      .first()
      .click();
    await page.screenshot({ path: join(SHOTS, 'teletrabajo-bulk-1440.png') });
    await dialog.getByRole('button', { name: 'Reasignar' }).click();

    await page.getByText('Comercial reasignado: 2 clientes').waitFor();
    await expect.poll(async () => totalOf(await rangeText(page))).toBe(before - 2);
    expect(await columnTexts(page, 'Nombre')).not.toContain(first);
    await context.close();
  });
});
