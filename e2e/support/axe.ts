import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/**
 * axe-core in the real page (colour contrast included): the serious and
 * critical violations as "impact rule: target — help" lines. Expect `[]`.
 *   expect(await seriousAxeViolations(page)).toEqual([]);
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Strings, not functions: this file is typed for Node, the code runs in the page.
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') blocks a script tag.
  if (!(await page.evaluate('typeof axe !== "undefined"'))) await page.evaluate(axeSource);
  const result = (await page.evaluate('axe.run(document)')) as AxeResult;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')} — ${v.help}`));
}
