import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, login, pathnameOf } from '../support/app';
import { launchBrowser, openPage } from '../support/browser';
import { setMaintenance } from '../support/maintenance';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await setMaintenance(baseUrl, 'off');
  await browser.close();
});

describe('maintenance', () => {
  it('sends a logged-in user to /maintenance, and back in when it ends', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await login(page, DEMO_USERS.manager);

    await setMaintenance(baseUrl, 'on');
    await page.goto('/teletrabajo');

    await page.waitForURL((url) => url.pathname === '/maintenance');
    await page.getByRole('heading', { name: 'Estamos en mantenimiento' }).waitFor();

    await setMaintenance(baseUrl, 'off');
    await page.getByRole('button', { name: 'Comprobar de nuevo' }).click();

    // Maintenance is over: back to login, and a logged-in user goes on to the dashboard.
    await page.waitForURL((url) => url.pathname === '/dashBoard');
    expect(pathnameOf(page)).toBe('/dashBoard');
    await context.close();
  });

  it('sends a visitor of the login page to /maintenance', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await setMaintenance(baseUrl, 'on');
    try {
      await page.goto('/login');
      await page.waitForURL((url) => url.pathname === '/maintenance');
    } finally {
      await setMaintenance(baseUrl, 'off');
    }
    await page.getByRole('button', { name: 'Comprobar de nuevo' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});
