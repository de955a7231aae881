// Bundles the API (and the workspace packages it imports) into dist/server.js;
// npm dependencies stay external and are resolved from node_modules at run time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const workspacePkgs = ['@kiwi/db', '@kiwi/domain', '@kiwi/jobs'];
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !workspacePkgs.includes(name),
);
// Dependencies that only a workspace package declares (date-holidays, decimal.js, ...) are
// bundled: they would not resolve from apps/api/node_modules under pnpm's strict layout.

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __kiwiRequire } from 'node:module'; const require = __kiwiRequire(import.meta.url);",
  },
  logLevel: 'info',
});
