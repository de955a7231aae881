import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { takeShot } from './page-api';

/**
 * One headless Chromium for a spec file and the folder its screenshots go to; call it at the
 * top of the file: `const suite = browserSuite(SHOTS)`, then `suite.browser`, `suite.shot(page, name)`.
 */
export function browserSuite(shotsDir: string) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(shotsDir, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser(): Browser {
      if (!browser) throw new Error('browserSuite: el navegador aún no se ha lanzado');
      return browser;
    },
    shot: (page: Page, name: string, fullPage = true) => takeShot(page, shotsDir, name, fullPage),
  };
}
