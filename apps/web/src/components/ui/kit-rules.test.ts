import { describe, expect, it } from 'vitest';

/** Source text of every non-test file, read by Vite at test time. */
function sources(files: Record<string, string>): [string, string][] {
  return Object.entries(files).filter(([path]) => !/\.test\.tsx?$/.test(path));
}

const FEATURES = sources(
  import.meta.glob<string>('../../features/**/*.{ts,tsx}', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
const COMPONENTS = sources(
  import.meta.glob<string>('../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
);

/**
 * "Every screen uses the kit" (apps/web/README.md): features never import
 * Radix or draw their own <table>/<dialog>; the kit has no barrel file that
 * would pull every component into the login chunk, and no file over 300 lines.
 */
describe('UI kit rules', () => {
  it('reads the sources it checks', () => {
    expect(FEATURES.length).toBeGreaterThan(10);
    expect(COMPONENTS.some(([path]) => path.endsWith('data-table/DataTable.tsx'))).toBe(true);
  });

  it('features use the kit instead of Radix, raw tables and dialogs', () => {
    const offenders = FEATURES.flatMap(([path, text]) => [
      ...(/from ['"]@radix-ui\//.test(text) ? [`${path}: imports @radix-ui`] : []),
      ...(/<(table|dialog)[\s>]/.test(text) ? [`${path}: renders <table>/<dialog>`] : []),
    ]);
    expect(offenders).toEqual([]);
  });

  it('the kit has no index (barrel) file and no file over 300 lines', () => {
    expect(COMPONENTS.filter(([path]) => /\/index\.tsx?$/.test(path))).toEqual([]);
    const long = COMPONENTS.filter(([, text]) => text.split('\n').length > 300).map(
      ([path]) => path,
    );
    expect(long).toEqual([]);
  });
});
