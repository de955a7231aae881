import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, drawerEntries, login, pathnameOf } from '../support/app';
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

async function tapVersionLabel(page: Page, times: number): Promise<void> {
  const label = page.getByTestId('version-label').first();
  for (let tap = 0; tap < times; tap += 1) await label.click();
}

describe('developer mode', () => {
  it('shows Database Management to a SuperAdmin after 8 taps, with hints from the 5th', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await login(page, DEMO_USERS.superadmin);
    expect(await drawerEntries(page)).not.toContain('Database Management');

    await tapVersionLabel(page, 4);
    expect(await page.getByText(/para activar el modo desarrollador/).count()).toBe(0);
    await tapVersionLabel(page, 1);
    await page.getByText('Te faltan 3 toques para activar el modo desarrollador').waitFor();
    await tapVersionLabel(page, 3);

    await page.getByText('¡Modo desarrollador activado!').waitFor();
    expect(await drawerEntries(page)).toContain('Database Management');
    await page.getByRole('link', { name: 'Database Management' }).click();
    await page.waitForURL((url) => url.pathname === '/databaseManagement');
    await page.getByRole('heading', { name: 'Database Management', level: 1 }).waitFor();
    await context.close();
  });

  it('never shows it to an Admin', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await login(page, DEMO_USERS.admin);

    await tapVersionLabel(page, 10);

    expect(await page.getByText(/modo desarrollador/).count()).toBe(0);
    expect(await drawerEntries(page)).not.toContain('Database Management');
    await page.goto('/databaseManagement');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});

describe('layout at both sizes', () => {
  it('has the side drawer and no bottom bar at 1440×900', async () => {
    const { context, page } = await openPage(browser, baseUrl, DESKTOP);
    await login(page, DEMO_USERS.admin);
    await page.getByRole('searchbox', { name: 'Buscar' }).waitFor();

    const drawer = page.getByRole('navigation', { name: 'Menú principal' });
    expect((await drawer.boundingBox())?.width).toBeLessThanOrEqual(300);
    expect(await page.getByTestId('bottom-nav').isVisible()).toBe(false);
    expect(await page.getByTestId('user-name').textContent()).toBeTruthy();
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'desktop-layout.png') });
    await context.close();
  });

  it('has the bottom bar at 390×844, hiding it after 200 px of scroll', async () => {
    const { context, page } = await openPage(browser, baseUrl, PHONE);
    await login(page, DEMO_USERS.comercial);
    const bottomNav = page.getByTestId('bottom-nav');
    await bottomNav.waitFor();

    expect(await bottomNav.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Teletrabajo',
      'Dispositivos',
      'Area Personal',
    ]);
    expect(await page.getByRole('navigation', { name: 'Menú principal' }).isVisible()).toBe(false);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'phone-layout.png') });

    // The placeholder screens are short: make the page long enough to scroll.
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.querySelector('main')?.append(filler);
    });
    await page.mouse.wheel(0, 150);
    await expect.poll(() => bottomNav.getAttribute('data-hidden')).toBe('false');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => bottomNav.getAttribute('data-hidden')).toBe('true');
    await page.mouse.wheel(0, -100);
    await expect.poll(() => bottomNav.getAttribute('data-hidden')).toBe('false');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Teletrabajo' }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'phone-drawer.png') });
    await context.close();
  });

  it('navigates with the bottom bar on a phone', async () => {
    const { context, page } = await openPage(browser, baseUrl, PHONE);
    await login(page, DEMO_USERS.otraAdmin);

    await page.getByTestId('bottom-nav').getByRole('link', { name: 'Vacaciones' }).click();

    await page.waitForURL((url) => url.pathname === '/vacaciones');
    expect(pathnameOf(page)).toBe('/vacaciones');
    await page.getByRole('heading', { name: 'Vacaciones', level: 1 }).waitFor();
    await context.close();
  });
});
