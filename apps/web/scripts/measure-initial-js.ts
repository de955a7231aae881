/**
 * Sizes the JavaScript (and CSS) a first visit to /login downloads: the entry
 * chunk of index.html, the login route's lazy chunk, and everything they
 * import statically, read from dist/ and Vite's manifest. Gzip at level 9.
 * Exits 1 when the JavaScript is over the budget. Run after `vite build`:
 *   pnpm --filter @kiwi/web measure:js
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const BUDGET_KB = 200;
const LOGIN_ROUTE_SOURCE = 'src/features/auth/routes/LoginPage.tsx';
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function collect(key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} no está en el manifest de Vite`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const files = new Set<string>();
collect('index.html', files);
collect(LOGIN_ROUTE_SOURCE, files);

const rows = [...files].map((file) => {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const js = rows.filter((row) => row.file.endsWith('.js'));
const css = rows.filter((row) => row.file.endsWith('.css'));
const sum = (list: typeof rows, key: 'raw' | 'gzip') =>
  list.reduce((total, row) => total + row[key], 0);

for (const row of rows) console.info(`${row.file}\t${kb(row.raw)} KB\t${kb(row.gzip)} KB gzip`);
console.info(`JavaScript for /login: ${kb(sum(js, 'raw'))} KB, ${kb(sum(js, 'gzip'))} KB gzip`);
console.info(`CSS for /login: ${kb(sum(css, 'raw'))} KB, ${kb(sum(css, 'gzip'))} KB gzip`);

if (sum(js, 'gzip') > BUDGET_KB * 1024) {
  console.error(`Over the ${BUDGET_KB} KB gzip budget`);
  process.exit(1);
}
