import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (this file is scripts/lib/paths.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** Local state that is never committed: embedded PostgreSQL, secrets, logs. */
export const DATA_DIR = join(REPO_ROOT, '.data');

export const repoPath = (...parts: string[]): string => join(REPO_ROOT, ...parts);
