import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, drawerEntries, login, pathnameOf } from '../support/app';
import { launchBrowser, openPage } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const ADMIN_ENTRIES = [
  'Dashboard',
  'Gerencia',
  'Teletrabajo',
  'RetailX',
  'ÁreaPersonal',
  'Fichaje',
  'Vacaciones',
  'Mis Documentos',
  'Administración',
  'Dispositivos',
  'RRHH',
  'Lowi',
];

/** Written out by hand from spec section 2, not computed with the app's own rules. */
const CASES = [
  { user: DEMO_USERS.superadmin, landing: '/teletrabajo', entries: ADMIN_ENTRIES },
  { user: DEMO_USERS.admin, landing: '/teletrabajo', entries: ADMIN_ENTRIES },
  {
    user: DEMO_USERS.manager,
    landing: '/teletrabajo',
    entries: [
      'Dashboard',
      'Gerencia',
      'Teletrabajo',
      'ÁreaPersonal',
      'Fichaje',
      'Vacaciones',
      'Mis Documentos',
      'Dispositivos',
      'Lowi',
    ],
  },
  {
    user: DEMO_USERS.comercial,
    landing: '/teletrabajo',
    entries: [
      'Dashboard',
      'Teletrabajo',
      'ÁreaPersonal',
      'Fichaje',
      'Vacaciones',
      'Mis Documentos',
      'Dispositivos',
      'Lowi',
    ],
  },
  {
    user: DEMO_USERS.otraAdmin,
    landing: '/fichaje',
    entries: ['Gerencia', 'Fichaje', 'Vacaciones', 'Mis Documentos', 'RRHH'],
  },
  {
    user: DEMO_USERS.otraEmpleado,
    landing: '/fichaje',
    entries: ['Fichaje', 'Vacaciones', 'Mis Documentos'],
  },
];

describe('each demo role', () => {
  for (const { user, landing, entries } of CASES) {
    it(`${user} lands on ${landing} and sees their drawer entries`, async () => {
      const { context, page } = await openPage(browser, baseUrl);

      await login(page, user);

      await page.waitForURL((url) => url.pathname === landing);
      expect(await drawerEntries(page)).toEqual(entries);
      expect(pathnameOf(page)).toBe(landing);
      await context.close();
    });
  }

  it('every drawer entry of an Admin opens a screen with its title', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    await login(page, DEMO_USERS.admin);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });

    for (const entry of ADMIN_ENTRIES) {
      const link = nav.getByRole('link', { name: entry, exact: true });
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      // /gerencia and /areapersonal open their first child.
      await page.waitForURL((url) => url.pathname.startsWith(href));
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    }
    await context.close();
  });
});
