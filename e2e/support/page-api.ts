import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Calls the API as the logged-in user (the token the app keeps in localStorage). */
export async function pageApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('access') ?? ''}`,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (response.status === 204 ? null : await response.json()) as T;
    },
    { method, path, body },
  );
}

/** A screenshot once animations have settled: the whole page, or an open dialog as the viewport shows it. */
export async function takeShot(page: Page, dir: string, name: string, fullPage = true) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

/** A Madrid calendar day (AAAA-MM-DD), `offset` days from today. */
export const madridDayFromToday = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
