import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, fillLogin, pathnameOf, readStorage, STORAGE } from '../support/app';
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

describe('login page', () => {
  it('is in Spanish, hides the bars, and is saved as a screenshot at both sizes', async () => {
    for (const [name, viewport] of [
      ['login-desktop', DESKTOP],
      ['login-phone', PHONE],
    ] as const) {
      const { context, page } = await openPage(browser, baseUrl, viewport);
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();

      expect(await page.getAttribute('html', 'lang')).toBe('es');
      expect(await page.getByLabel('Usuario', { exact: true }).getAttribute('placeholder')).toBe(
        'Email',
      );
      expect(await page.getByRole('navigation').count()).toBe(0);
      await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
      await context.close();
    }
  });

  it('does not submit an invalid form and says what is missing', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/token')) tokenCalls.push(request.url());
    });

    await fillLogin(page, '', '');
    await expect.poll(() => page.getByText('Introduzca su Usuario').count()).toBe(1);
    expect(await page.getByText('Introduzca su Contraseña').count()).toBe(1);

    await page.getByLabel('Usuario', { exact: true }).fill(DEMO_USERS.comercial);
    await page.getByRole('button', { name: 'Entrar' }).click();
    expect(await page.getByText('Introduzca su Usuario').count()).toBe(0);
    expect(await page.getByText('Introduzca su Contraseña').count()).toBe(1);

    expect(tokenCalls).toEqual([]);
    expect(pathnameOf(page)).toBe('/login');
    await context.close();
  });

  it('says the credentials are wrong and stays on login', async () => {
    const { context, page } = await openPage(browser, baseUrl);

    await fillLogin(page, DEMO_USERS.comercial, 'no-es-la-clave');

    await page.getByRole('alert').filter({ hasText: 'Usuario o contraseña incorrectos' }).waitFor();
    expect(pathnameOf(page)).toBe('/login');
    expect(await readStorage(page, STORAGE.access)).toBeNull();
    await context.close();
  });
});
