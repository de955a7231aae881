import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, login, pathnameOf, readStorage, STORAGE } from '../support/app';
import { launchBrowser, openPage } from '../support/browser';
import { madridDayFromToday, pageApi } from '../support/page-api';
import { E2E_ENV } from '../support/context';
import { decodeJwtPayload, signHs256 } from '../support/jwt';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function refreshWith(refresh: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/token-refresh/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  return response.status;
}

describe('session', () => {
  it('sends a Comercial who opens /rrhh to logout, which ends the session', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await login(page, DEMO_USERS.comercial);
    const refresh = await readStorage(page, STORAGE.refresh);

    await page.goto('/rrhh');

    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(pathnameOf(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // The refresh token was revoked on the server, not just forgotten.
    expect(await refreshWith(refresh ?? '')).toBe(401);
    await context.close();
  });

  it('refreshes an expired access token transparently', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await login(page, DEMO_USERS.manager);
    const valid = (await readStorage(page, STORAGE.access)) ?? '';
    const claims = decodeJwtPayload(valid);
    const now = Math.floor(Date.now() / 1000);
    const expired = signHs256({ ...claims, iat: now - 600, exp: now - 300 }, E2E_ENV.JWT_SECRET);
    await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
      STORAGE.access,
      expired,
    ] as const);
    const statuses: Array<[string, number]> = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/')) statuses.push([path, response.status()]);
    });

    await page.goto('/gerencia');

    await page.waitForURL((url) => url.pathname === '/gerencia/comerciales');
    await page.getByRole('heading', { name: 'Comerciales', level: 1 }).waitFor();
    expect(await page.getByTestId('user-name').textContent()).not.toBe('');
    expect(statuses).toContainEqual(['/api/cuentas/detalle/', 401]);
    expect(statuses).toContainEqual(['/api/token-refresh/', 200]);
    expect(statuses).toContainEqual(['/api/cuentas/detalle/', 200]);
    const renewed = (await readStorage(page, STORAGE.access)) ?? '';
    expect(renewed).not.toBe(expired);
    expect(renewed).not.toBe(valid);
    expect(decodeJwtPayload(renewed).exp).toBeGreaterThan(now);
    expect(decodeJwtPayload(renewed).sub).toBe(claims.sub);
    await context.close();
  });

  it("greets a Comercial with the number of today's appointments 3 s after login", async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await login(page, DEMO_USERS.comercial);
    // Today's pending follow-ups of the user as the agenda route answers them (Madrid day).
    const today = madridDayFromToday();
    const agenda = await pageApi<{ results: unknown[] }>(
      page,
      'GET',
      `/api/atenciones/agendado/?range[]=${today}&range[]=${today}`,
    );
    const n = agenda.results.length;
    expect(n, 'the demo schedules appointments today for comercial@kiwi.demo').toBeGreaterThan(0);
    const greeting = page.getByText(
      new RegExp(
        `^¡Hola, .+! Hoy tienes ${n} ${n === 1 ? 'cliente agendado' : 'clientes agendados'}\\.$`,
      ),
    );

    await page.waitForTimeout(2_000);
    expect(await page.getByText(/^¡Hola, /).count()).toBe(0);
    await greeting.waitFor({ timeout: 5_000 });
    await context.close();
  });

  it('warns a PunchIn user who forgot to clock out on a past day, and nobody else', async () => {
    // The demo seed leaves comercial@kiwi.demo a clock-in without clock-out three working days ago.
    const warning = /^Tiene (un fichaje|fichajes) sin salida: \d{2}\/\d{2}\/\d{4}/;
    const comercial = await openPage(browser, baseUrl);
    await login(comercial.page, DEMO_USERS.comercial);
    await comercial.page.getByText(warning).waitFor({ timeout: 5_000 });
    await comercial.context.close();

    const admin = await openPage(browser, baseUrl);
    await login(admin.page, DEMO_USERS.admin);
    await admin.page.waitForTimeout(1_500);
    expect(await admin.page.getByText(warning).count()).toBe(0);
    await admin.context.close();
  });

  it('logs out from the user menu and revokes the refresh token', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await login(page, DEMO_USERS.admin);
    const refresh = (await readStorage(page, STORAGE.refresh)) ?? '';

    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await refreshWith(refresh)).toBe(401);
    await context.close();
  });
});
