import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

/** Third-party packages the domain library may use: pure computation only. */
const ALLOWED_PACKAGES = [
  'zod',
  'decimal.js',
  'date-holidays',
  'date-fns',
  '@date-fns/tz',
  // Spanish phone numbers and NIF/NIE/CIF checksums (pure, bundled by the next test).
  'libphonenumber-js',
  'nif-dni-nie-cif-validation',
];

/** Globals that mean I/O or environment access. */
const FORBIDDEN_GLOBALS = [
  /\bfetch\s*\(/,
  /\bprocess\./,
  /\blocalStorage\b/,
  /\bsessionStorage\b/,
  /\bXMLHttpRequest\b/,
  /\bWebSocket\b/,
  /\bBuffer\./,
  /\bdocument\./,
  /\bwindow\./,
  /\brequire\s*\(/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function importSpecifiers(code: string): string[] {
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1]!));
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

describe('@kiwi/domain runs unchanged in the browser (no Node built-ins, no I/O)', () => {
  const files = sourceFiles(SRC);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('imports only relative files and the allowed pure packages, never a Node built-in', () => {
    const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
    const offenders = files.flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((spec) => !spec.startsWith('.'))
        .filter(
          (spec) =>
            builtins.has(spec) ||
            spec.startsWith('node:') ||
            !ALLOWED_PACKAGES.includes(packageName(spec)),
        )
        .map((spec) => `${relative(SRC, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('uses no I/O or environment globals', () => {
    const offenders = files.flatMap((file) => {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      return FORBIDDEN_GLOBALS.filter((pattern) => pattern.test(code)).map(
        (pattern) => `${relative(SRC, file)} uses ${pattern.source}`,
      );
    });
    expect(offenders).toEqual([]);
  });

  it('bundles for the browser, dependencies included, without a Node built-in', async () => {
    const result = await build({
      entryPoints: [join(SRC, 'index.ts')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.includes('date-holidays'))).toBe(true);
    expect(
      inputs.filter((input) => input.startsWith('node:') || builtinModules.includes(input)),
    ).toEqual([]);
  }, 30_000);
});
