import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  UnsafeFileNameError,
  resolveTenantPath,
  safeBasename,
  storageDirFromEnv,
  storagePaths,
} from './storage';

describe('safeBasename', () => {
  it('accepts the names the API generates', () => {
    expect(safeBasename('clientes-2025-01-31.xlsx')).toBe('clientes-2025-01-31.xlsx');
    expect(safeBasename('a_b.C-1.json')).toBe('a_b.C-1.json');
  });

  it.each([
    '',
    '..',
    '../7/exports/x.xlsx',
    'a/../../b.xlsx',
    'sub/file.xlsx',
    'sub\\file.xlsx',
    '/etc/passwd',
    '.env',
    'a..xlsx',
    'x\0.xlsx',
    'ñandú.xlsx',
  ])('rejects %j', (name) => {
    expect(() => safeBasename(name)).toThrow(UnsafeFileNameError);
  });
});

describe('storagePaths', () => {
  it('keeps each tenant under its own folder', () => {
    const paths = storagePaths('/srv/storage', 7);
    expect(paths.exportsDir).toBe('/srv/storage/7/exports');
    expect(paths.exportFile('a.xlsx')).toBe('/srv/storage/7/exports/a.xlsx');
    expect(paths.relativeToStorage(paths.uploadFile('in.json'))).toBe('7/uploads/in.json');
  });

  it('refuses a tenant id that is itself a path', () => {
    expect(() => storagePaths('/srv/storage', '../8')).toThrow();
  });
});

describe('resolveTenantPath', () => {
  it('resolves a path of the same tenant', () => {
    expect(resolveTenantPath('/srv/storage', '7', '7/uploads/in.json')).toBe(
      '/srv/storage/7/uploads/in.json',
    );
  });

  it.each(['8/uploads/in.json', '7/../8/uploads/in.json', '/srv/storage/7/uploads/in.json', '7'])(
    'refuses %j for tenant 7',
    (path) => {
      expect(() => resolveTenantPath('/srv/storage', '7', path)).toThrow(UnsafeFileNameError);
    },
  );
});

describe('storageDirFromEnv', () => {
  it('honours STORAGE_DIR, relative to the working directory', () => {
    expect(storageDirFromEnv({ STORAGE_DIR: 'data/files' }, '/opt/kiwi')).toBe(
      '/opt/kiwi/data/files',
    );
  });

  it('defaults to <repo root>/storage from anywhere inside the repo', () => {
    const repoRoot = join(import.meta.dirname, '../../..');
    expect(storageDirFromEnv({}, join(repoRoot, 'apps/api'))).toBe(join(repoRoot, 'storage'));
  });
});
