import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from '../setup/provision';

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    })
    .sort();
}

function hashFiles(hash: ReturnType<typeof createHash>, root: string) {
  for (const file of filesUnder(root)) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
}

const setupFolder = () => fileURLToPath(new URL('../setup', import.meta.url));

/** Changes with any migration or provisioning code: the empty template is rebuilt then. */
export function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  hashFiles(hash, migrationsFolder());
  hashFiles(hash, setupFolder());
  return hash.digest('hex').slice(0, 32);
}

/**
 * The demo template also depends on the seed code, the demo password and the day
 * (demo data is placed relative to "now", e.g. schedules for today).
 */
export function demoFingerprint(today: string): string {
  const hash = createHash('sha256');
  hashFiles(hash, migrationsFolder());
  hashFiles(hash, setupFolder());
  hashFiles(hash, fileURLToPath(new URL('../seeds', import.meta.url)));
  hash
    .update(process.env.DEMO_PASSWORD ?? '')
    .update('\0')
    .update(today);
  return hash.digest('hex').slice(0, 32);
}
