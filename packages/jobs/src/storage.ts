import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { ZStorageFileNameSchema, ZTenantIdSchema } from './payloads';

/** Thrown for a file name that could escape its folder (`..`, separators, absolute paths). */
export class UnsafeFileNameError extends Error {
  constructor(name: string) {
    super(`Nombre de archivo inválido: ${JSON.stringify(name)}`);
    this.name = 'UnsafeFileNameError';
  }
}

/** Returns `name` when it is a plain file name, else throws UnsafeFileNameError. */
export function safeBasename(name: string): string {
  if (isAbsolute(name) || !ZStorageFileNameSchema.safeParse(name).success) {
    throw new UnsafeFileNameError(name);
  }
  return name;
}

export interface TenantStoragePaths {
  /** `<storageDir>/<tenantId>` */
  tenantDir: string;
  /** Finished exports, served by GET /api/utils/get-xlsx-files/. */
  exportsDir: string;
  /** Uploaded job inputs (e.g. the JSON of write-xlsx). */
  uploadsDir: string;
  exportFile(name: string): string;
  uploadFile(name: string): string;
  /** Path relative to storageDir, as job payloads carry it. */
  relativeToStorage(absolutePath: string): string;
}

export function storagePaths(storageDir: string, tenantId: string | number): TenantStoragePaths {
  const root = resolve(storageDir);
  const tenantDir = join(root, ZTenantIdSchema.parse(tenantId));
  const exportsDir = join(tenantDir, 'exports');
  const uploadsDir = join(tenantDir, 'uploads');
  return {
    tenantDir,
    exportsDir,
    uploadsDir,
    exportFile: (name) => join(exportsDir, safeBasename(name)),
    uploadFile: (name) => join(uploadsDir, safeBasename(name)),
    relativeToStorage: (absolutePath) => relative(root, absolutePath),
  };
}

/**
 * Resolves a payload's storage-relative path and refuses anything that lands
 * outside the tenant's own folder.
 */
export function resolveTenantPath(
  storageDir: string,
  tenantId: string | number,
  relativePath: string,
): string {
  const { tenantDir } = storagePaths(storageDir, tenantId);
  const absolute = resolve(storageDir, relativePath);
  const inside = relative(tenantDir, absolute);
  if (isAbsolute(relativePath) || inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
    throw new UnsafeFileNameError(relativePath);
  }
  return absolute;
}

/** `STORAGE_DIR`, else `<repo root>/storage` (the folder holding pnpm-workspace.yaml), else `./storage`. */
export function storageDirFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): string {
  const configured = env.STORAGE_DIR?.trim();
  if (configured) return resolve(cwd, configured);
  let dir = resolve(cwd);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return join(dir, 'storage');
    const parent = dirname(dir);
    if (parent === dir) return join(resolve(cwd), 'storage');
    dir = parent;
  }
}
