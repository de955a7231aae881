import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';

/** Values global-setup hands to every spec through vitest's provide/inject. */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS_DIR = join(REPO_ROOT, 'e2e', 'artifacts');

/** Short id of this checkout, so two checkouts (git worktrees) can run the suite at once. */
const CHECKOUT_ID = createHash('sha256').update(REPO_ROOT).digest('hex').slice(0, 8);

/**
 * The port this checkout's e2e server tries first. Every checkout used to start at 3199: the
 * port is checked before the build and listened on minutes later, so two worktrees' runs took
 * the same one and one suite ran against the other's app (its server died on EADDRINUSE).
 */
export const E2E_PREFERRED_PORT = 3200 + (parseInt(CHECKOUT_ID, 16) % 500);

/**
 * The environment the app is started with. The database and the queue prefix are this
 * checkout's own. The JWT secret is fixed so a spec
 * can sign an already-expired access token the API will recognise.
 */
export const E2E_ENV = {
  // Never taken from the environment: the suite recreates this database.
  KIWI_DB_NAME: `kiwi_e2e_${CHECKOUT_ID}`,
  KIWI_QUEUE_PREFIX: `kiwi-e2e-${CHECKOUT_ID}`,
  JWT_SECRET: process.env.E2E_JWT_SECRET ?? 'kiwi-e2e-only-secret-0123456789abcdef',
} as const;
