import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, login, pathnameOf } from '../support/app';
import { seriousAxeViolations } from '../support/axe';
import { DESKTOP, PHONE, launchBrowser, openPage } from '../support/browser';
import { ARTIFACTS_DIR } from '../support/context';
import { pageApi, takeShot } from '../support/page-api';

/**
 * The customer form (create → edit) and the customer full view
 * (/teletrabajo/clientes/:id) in Chromium with the demo users: edit, add a
 * note, the contact and record history timelines, delete; axe-core on the
 * form and the view; screenshots at 1440 and 390 px.
 */
const baseUrl = inject('baseUrl');
const SHOTS = process.env.E2E_SHOTS_DIR ?? join(ARTIFACTS_DIR, 'cliente-ficha');
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A DNI with its right letter and a Spanish mobile, different on every run. */
function uniqueCustomer() {
  const seed = Date.now() % 90_000_000;
  const number = 10_000_000 + seed;
  return {
    nombre: `Cliente E2E ${seed}`,
    dni: `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`,
    phone: `6${String(seed).padStart(8, '0')}`,
  };
}

const api = pageApi;
/** Pages whole; an open dialog as the viewport shows it. */
const shot = (page: Page, name: string, fullPage = true) => takeShot(page, SHOTS, name, fullPage);

/** The demo customer with the most notes and contracts, so the screenshots show every section. */
async function richestCustomer(page: Page, rows: { id: number }[]): Promise<{ id: number }> {
  let best = { id: rows[0]?.id ?? 0, score: -1 };
  for (const row of rows) {
    const [notes, contracts] = await Promise.all([
      api<unknown[]>(page, 'GET', `/api/clientes/notascliente/?client_id=${row.id}`),
      api<unknown[]>(page, 'GET', `/api/atenciones/contracts/${row.id}`),
    ]);
    const score = Math.min(notes.length, 3) + Math.min(contracts.length, 3) * 2;
    if (score > best.score) best = { id: row.id, score };
  }
  expect(best.id).toBeGreaterThan(0);
  return best;
}

async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
}

describe('customer form', () => {
  it('creates a customer from the teletrabajo table; the saved create becomes its edit', async () => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
    await login(page, DEMO_USERS.manager);
    await page.goto('/teletrabajo');
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await dialog.waitFor();

    // Spanish validation before anything is sent.
    await dialog.getByRole('textbox', { name: 'Documento' }).fill('12345678A');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await dialog.getByText('Introduzca el nombre del cliente').waitFor();

    const customer = uniqueCustomer();
    await dialog.getByRole('textbox', { name: /Nombre/ }).fill(customer.nombre);
    await dialog.getByRole('textbox', { name: 'Documento' }).fill(customer.dni);
    await dialog.getByRole('textbox', { name: 'Teléfono 1' }).fill(customer.phone);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('e2e@example.es');
    await dialog.getByRole('textbox', { name: 'Código postal' }).fill('29620');
    await dialog.getByRole('status', { name: 'Provincia' }).getByText('Málaga').waitFor();
    await dialog
      .getByRole('group', { name: /Localidades del código postal/ })
      .getByRole('button', { name: 'Torremolinos' })
      .click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'form-create-1440', false);

    await dialog.getByRole('button', { name: 'Crear' }).click();
    const edit = page.getByRole('dialog', { name: `Editar cliente: ${customer.nombre}` });
    await edit.waitFor();
    await page
      .getByText(/Guardado correctamente/)
      .first()
      .waitFor();
    expect(await edit.getByRole('textbox', { name: 'Teléfono 1' }).inputValue()).toBe(
      `+34${customer.phone}`,
    );

    // The same dialog now saves the customer it created (PUT, not a second POST).
    await edit.getByRole('textbox', { name: 'Email' }).fill('e2e.editado@example.es');
    const put = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/clientes\/entradas\/\d+\/$/.test(r.url()),
    );
    await edit.getByRole('button', { name: 'Guardar' }).click();
    expect((await put).status()).toBe(200);
    await edit.waitFor({ state: 'detached' });

    // A second customer with the same DNI is refused with a link to the first.
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const twin = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await twin.getByRole('textbox', { name: /Nombre/ }).fill(`${customer.nombre} bis`);
    await twin.getByRole('textbox', { name: 'Documento' }).fill(customer.dni);
    await twin.getByRole('button', { name: 'Crear' }).click();
    await twin.getByRole('link', { name: `Abrir la ficha de ${customer.nombre}` }).click();
    await page.getByRole('heading', { level: 1, name: customer.nombre }).waitFor();
    expect(pathnameOf(page)).toMatch(/^\/teletrabajo\/clientes\/\d+$/);
    await context.close();
  });
});

describe('customer full view', () => {
  it('edits, adds a note, shows the record history and deletes (Manager, 1440 px)', async () => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
    await login(page, DEMO_USERS.manager);
    const customer = uniqueCustomer();
    const created = await api<{ id: number }>(page, 'POST', '/api/clientes/entradas/', {
      nombre: customer.nombre,
      telefonosContacto: [customer.phone],
      email: 'ficha@example.es',
    });
    await page.goto(`/teletrabajo/clientes/${created.id}`);
    await page.getByRole('heading', { level: 1, name: customer.nombre }).waitFor();

    // Datos → Editar → Guardar.
    await page.getByRole('button', { name: 'Editar' }).first().click();
    const edit = page.getByRole('dialog', { name: `Editar cliente: ${customer.nombre}` });
    await edit.getByRole('textbox', { name: 'Email' }).fill('ficha.editada@example.es');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'ficha.editada@example.es' }).waitFor();

    // Notas.
    await openSection(page, 'Notas');
    await page.getByRole('textbox', { name: /Nota/ }).fill('Pide la oferta por email');
    await page.getByRole('button', { name: 'Añadir nota' }).click();
    await page
      .getByRole('list', { name: 'Notas del cliente' })
      .getByText('Pide la oferta por email')
      .waitFor();
    await page
      .getByText(/Nota añadido con éxito!/)
      .first()
      .waitFor();

    // Historial de cambios: the email change, who did it, antes → después.
    await openSection(page, 'Historial de cambios');
    const changes = page.getByRole('region', { name: 'Historial de cambios' });
    await changes.getByText('Cliente modificado').first().waitFor();
    const modified = changes
      .getByRole('listitem')
      .filter({ hasText: 'Cliente modificado' })
      .first();
    await modified.getByRole('button', { name: 'Ver detalle' }).click();
    await modified.getByText('ficha.editada@example.es').waitFor();
    await modified.getByText('ficha@example.es').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Eliminar → confirm → back to the list with the §8 message.
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('alertdialog', { name: 'Eliminar cliente' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await page.waitForURL((url) => url.pathname === '/teletrabajo');
    await page
      .getByText(/Eliminado correctamente/)
      .first()
      .waitFor();
    await page.goto(`/teletrabajo/clientes/${created.id}`);
    await page.getByText('No se ha encontrado al cliente').first().waitFor();
    await context.close();
  });

  it('shows a demo customer with its contact history: axe clean and screenshots at 1440 and 390 px', async () => {
    for (const [size, viewport] of [
      ['1440', DESKTOP],
      ['390', PHONE],
    ] as const) {
      const { context, page } = await openPage(browser, baseUrl, viewport);
      await login(page, DEMO_USERS.manager);
      const list = await api<{ results: { id: number; lastAtencion: unknown }[] }>(
        page,
        'GET',
        '/api/clientes/entradas/?itemsPerPage=100',
      );
      const rich = await richestCustomer(
        page,
        list.results.filter((row) => row.lastAtencion !== null).slice(0, 25),
      );
      await page.goto(`/teletrabajo/clientes/${rich.id}`);
      await page.getByRole('tab', { name: 'Datos' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `ficha-datos-${size}`);

      await openSection(page, 'Historial de contactos');
      await page.getByRole('region', { name: 'Historial de contactos' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `ficha-contactos-${size}`);

      for (const [tab, name] of [
        ['Notas', 'notas'],
        ['Contratos', 'contratos'],
        ['Historial de cambios', 'cambios'],
      ] as const) {
        await openSection(page, tab);
        await page.waitForTimeout(600);
        await shot(page, `ficha-${name}-${size}`);
      }

      await page.getByRole('button', { name: 'Editar' }).first().click();
      await page.getByRole('dialog', { name: /^Editar cliente/ }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `form-edit-${size}`, false);
      if (viewport === PHONE) {
        // Usable at 360 px too: nothing wider than the screen.
        await page.keyboard.press('Escape');
        await page.setViewportSize({ width: 360, height: 740 });
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          360,
        );
        await shot(page, 'ficha-360');
      }
      await context.close();
    }
  });

  it('tells a Comercial that another commercial’s customer is not found (390 px)', async () => {
    const { context, page } = await openPage(browser, baseUrl, PHONE);
    await login(page, DEMO_USERS.comercial);
    const me = await api<{ id: number }>(page, 'GET', '/api/cuentas/detalle/');
    const manager = await openPage(browser, baseUrl, DESKTOP);
    await login(manager.page, DEMO_USERS.manager);
    const list = await api<{ results: { id: number; comercial: { id: number } | null }[] }>(
      manager.page,
      'GET',
      '/api/clientes/entradas/?itemsPerPage=100',
    );
    await manager.context.close();
    const othersCustomer = list.results.find(
      (row) => row.comercial !== null && row.comercial.id !== me.id,
    );
    expect(othersCustomer).toBeDefined();
    await page.goto(`/teletrabajo/clientes/${othersCustomer?.id}`);
    await page.getByText('No se ha encontrado al cliente').first().waitFor();
    await page.getByRole('link', { name: 'Volver a clientes' }).waitFor();
    await context.close();
  });
});
