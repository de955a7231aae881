import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, login } from '../support/app';
import { seriousAxeViolations } from '../support/axe';
import { DESKTOP, PHONE, launchBrowser, openPage } from '../support/browser';
import { ARTIFACTS_DIR } from '../support/context';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dni = (n: number) => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;

/**
 * 1 000 leads as a Spanish Excel "CSV" (semicolons): rows 11, 12 and 13 are bad (DNI, phone,
 * no name) and rows 500 and 900 repeat the phone of an earlier row.
 */
function leadsCsv(): string {
  const lines = ['Nombre;Apellidos;DNI/NIF/CIF;Teléfono;Email;CP;Localidad;Provincia'];
  for (let i = 1; i <= 1000; i += 1) {
    const phone =
      i === 499 ? '699 900 020' : i === 899 ? '699 900 030' : `699 9${String(i).padStart(5, '0')}`;
    const name = i === 12 ? '' : `Importado${i}`;
    const document = i === 10 ? '12345678A' : dni(47_000_000 + i);
    const phoneCell = i === 11 ? '12345' : phone;
    lines.push(
      [
        name,
        i === 12 ? '' : 'E2E',
        document,
        phoneCell,
        `importado${i}@ejemplo.es`,
        '28013',
        'Madrid',
        'Madrid',
      ].join(';'),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function openImport(page: Page) {
  await page.goto('/teletrabajo');
  await page.getByRole('button', { name: 'Importar' }).click();
  return page.getByRole('dialog', { name: 'Importar clientes' });
}

describe('lead import (/teletrabajo → Importar)', () => {
  it('imports 1 000 rows with 3 bad rows and 2 duplicates, shows preview and result, reverts it', async () => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
    await login(page, DEMO_USERS.manager);
    const sheet = await openImport(page);

    await sheet.locator('input[type=file]').setInputFiles({
      name: 'leads-e2e.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(leadsCsv(), 'utf8'),
    });
    await sheet.getByRole('button', { name: 'Subir y analizar' }).click();
    await sheet
      .getByText(
        '1000 filas leídas: 997 correctas, 3 con errores, 2 repetidas en el archivo y 0 que ya existen.',
      )
      .waitFor({ timeout: 60_000 });
    await expect(sheet.getByText('Importado1', { exact: true }).first().isVisible()).resolves.toBe(
      true,
    );
    await sheet.getByRole('tab', { name: /Con errores/ }).click();
    await sheet.getByText('Documento no válido: «12345678A»').waitFor();
    await sheet.getByText('Teléfono no válido: «12345»').waitFor();
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'importacion-preview-1440.png') });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await sheet.getByRole('combobox', { name: /Origen de la base de datos/ }).click();
    await page.getByRole('option', { name: 'Base de datos Yoigo' }).click();
    await sheet.getByRole('button', { name: 'Importar 997 filas' }).click();
    await sheet
      .getByText('995 clientes nuevos, 0 actualizados, 2 filas omitidas y 3 rechazadas.')
      .waitFor({ timeout: 60_000 });
    await sheet.getByText('Repite la fila 21 del archivo (mismo teléfono)').first().waitFor();
    // The success snackbar sits under the sheet's overlay: axe once it has gone (4 s).
    await page.getByText(/^Importación terminada/).waitFor({ state: 'hidden', timeout: 15_000 });
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'importacion-result-1440.png') });
    expect(await seriousAxeViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await sheet.getByRole('button', { name: 'Descargar filas rechazadas' }).click();
    expect((await download).suggestedFilename()).toMatch(/rechazadas\.xlsx$/);

    await sheet.getByRole('button', { name: 'Revertir' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revertir la importación' });
    await confirm.getByRole('button', { name: 'Revertir' }).click();
    await sheet
      .getByText(/^Revertida: 995 clientes eliminados, 0 restaurados\.$/)
      .waitFor({ timeout: 60_000 });

    await sheet.getByRole('tab', { name: 'Historial' }).click();
    await sheet.getByText('leads-e2e.csv').first().waitFor();
    await sheet.getByText('Revertida', { exact: true }).first().waitFor();
    await context.close();
  });

  it('is usable at 390×844 and hidden from a Comercial', async () => {
    const { context, page } = await openPage(browser, baseUrl, PHONE);
    await login(page, DEMO_USERS.manager);
    const sheet = await openImport(page);
    await sheet.getByText('Subir y analizar').waitFor();
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'importacion-file-390.png') });
    await sheet.getByRole('tab', { name: 'Historial' }).click();
    await sheet.getByText('leads-e2e.csv').first().waitFor();
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'importacion-history-390.png') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();

    const comercial = await openPage(browser, baseUrl, DESKTOP);
    await login(comercial.page, DEMO_USERS.comercial);
    await comercial.page.goto('/teletrabajo');
    await comercial.page.getByRole('heading', { name: 'Teletrabajo' }).waitFor();
    expect(await comercial.page.getByRole('button', { name: 'Importar' }).count()).toBe(0);
    await comercial.context.close();
  });
});
