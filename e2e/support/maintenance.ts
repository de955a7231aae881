import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { E2E_ENV, REPO_ROOT } from './context';

const run = promisify(execFile);

/** `pnpm maintenance on|off` against the e2e database, as an operator would. */
export async function setMaintenance(state: 'on' | 'off'): Promise<void> {
  await run('pnpm', ['maintenance', state], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...E2E_ENV },
    timeout: 60_000,
  });
}
