// Bundles the worker into dist/main.js: workspace packages (@kiwi/*, shipped as
// TypeScript source) are bundled in; every other dependency stays an import
// resolved from node_modules at run time.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const manifest = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.entries(manifest.dependencies ?? {})
  .filter(([, version]) => !String(version).startsWith('workspace:'))
  .flatMap(([name]) => [name, `${name}/*`]);

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Processors are imported on their first job (decision 1122): each gets its own chunk, so
  // exceljs and csv-parse are loaded only by the jobs that use them.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
