import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { ARTIFACTS_DIR } from '../support/context';

const baseUrl = inject('baseUrl');
const BUDGET_BYTES = 200 * 1024;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('initial JavaScript for /login', () => {
  it('is under 200 KB gzipped', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    const scripts: Array<{ url: string; gzip: number }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({
        url: new URL(response.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    });

    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Entrar' }).waitFor();

    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    writeFileSync(
      join(ARTIFACTS_DIR, 'initial-js.json'),
      JSON.stringify({ totalGzipBytes: total, scripts }, null, 2),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThan(BUDGET_BYTES);
    await context.close();
  });
});
