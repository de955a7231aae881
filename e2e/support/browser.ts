import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

const runningAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Headless system Chromium (no browser download); --no-sandbox only as root. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      ...(runningAsRoot ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
}

/** A fresh browser profile (empty localStorage) with the given viewport. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<OpenPage> {
  const phone = viewport.width < 768;
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}
