import type { Page } from 'playwright-core';

/** Demo users seeded with the fresh database (README). */
export const DEMO_PASSWORD = 'Kiwi-Demo-2026!';

export const DEMO_USERS = {
  superadmin: 'superadmin@kiwi.demo',
  admin: 'admin@kiwi.demo',
  manager: 'manager@kiwi.demo',
  comercial: 'comercial@kiwi.demo',
  otraAdmin: 'admin@otra.demo',
  otraEmpleado: 'empleado@otra.demo',
} as const;

/** localStorage keys of the web app (apps/web/src/lib/storage.ts). */
export const STORAGE = { access: 'access', refresh: 'refresh' } as const;

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario', { exact: true }).fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Logs in through the form and waits until the app has left /login. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await fillLogin(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The side drawer's entries, in order (the permanent drawer: desktop viewport). */
export async function drawerEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}
