/**
 * The UI kit's gallery in a real Chromium: starts `vite` (dev server, where
 * gallery.html exists), takes screenshots at 390×844 and 1440×900 — the page
 * and its open overlays — into apps/web/.gallery/, and runs axe-core on each
 * state. Exits 1 on any serious or critical violation.
 *   pnpm --filter @kiwi/web gallery:check
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { createServer } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, '.gallery');
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

async function axe(page: Page, state: string): Promise<string[]> {
  // Strings, not functions: this script is typed for Node, the code runs in the page.
  if (!(await page.evaluate('typeof axe !== "undefined"')))
    await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate('axe.run(document)')) as AxeResult;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `[${state}] ${v.impact} ${v.id}: ${n.target.join(' ')} — ${v.help}`),
    );
}

async function shoot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: join(outDir, `${name}.png`), fullPage });
}

/** Opens an overlay with `open`, screenshots and checks it, closes it with Escape. */
async function overlay(page: Page, size: string, name: string, open: () => Promise<void>) {
  await open();
  await shoot(page, `${size}-${name}`);
  const found = await axe(page, `${size} ${name}`);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(250);
  return found;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    server: { host: '127.0.0.1', port: 5199, strictPort: false },
    logLevel: 'warn',
  });
  await server.listen();
  const base = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5199/';
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const problems: string[] = [];
  try {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({
        viewport,
        locale: 'es-ES',
        timezoneId: 'Europe/Madrid',
        isMobile: size === 'phone',
        hasTouch: size === 'phone',
      });
      const page = await context.newPage();
      page.on('pageerror', (error) =>
        problems.push(`[${size}] error de la página: ${error.message}`),
      );
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`[${size}] consola: ${message.text()}`);
      });
      // The dev server transforms every module on the first visit: slow on a busy machine.
      page.setDefaultTimeout(180_000);
      await page.goto(new URL('gallery.html', base).href, { waitUntil: 'domcontentloaded' });
      await page.getByText('1–25 de 137').waitFor();
      await shoot(page, `${size}-page`, true);
      // The full page is too tall to look at: one screenshot per screenful as well.
      const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
      for (let top = 0, index = 0; top < height && index < 14; top += viewport.height, index += 1) {
        await page.evaluate(`window.scrollTo(0, ${top})`);
        await shoot(page, `${size}-scroll-${String(index).padStart(2, '0')}`);
      }
      await page.evaluate('window.scrollTo(0, 0)');
      problems.push(...(await axe(page, `${size} page`)));
      problems.push(
        ...(await overlay(page, size, 'filters', () =>
          page.getByRole('button', { name: 'Filtros', exact: true }).click(),
        )),
      );
      problems.push(
        ...(await overlay(page, size, 'form', async () => {
          await page.getByRole('button', { name: 'Abrir formulario' }).click();
          await page.getByRole('button', { name: 'Crear' }).click();
        })),
      );
      problems.push(
        ...(await overlay(page, size, 'combobox', () =>
          page
            .getByRole('button', { name: /^Comercial/ })
            .first()
            .click(),
        )),
      );
      problems.push(
        ...(await overlay(page, size, 'date-range', () =>
          page
            .getByRole('button', { name: /^Fecha de contacto/ })
            .first()
            .click(),
        )),
      );
      problems.push(
        ...(await overlay(page, size, 'columns', () =>
          page.getByRole('button', { name: 'Columnas' }).click(),
        )),
      );
      problems.push(
        ...(await overlay(page, size, 'confirm', () =>
          page.getByRole('button', { name: 'Eliminar cliente' }).click(),
        )),
      );
      await context.close();
    }
  } catch (error) {
    console.error(problems.join('\n'));
    throw error;
  } finally {
    await browser.close();
    await server.close();
  }
  console.info(`Capturas en ${outDir}`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.info('axe-core: 0 infracciones graves o críticas');
}

void main();
