import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { E2E_ENV, REPO_ROOT } from './context';

const run = promisify(execFile);

const STATUS_PATH = '/api/distribuidores/get-maintenance-status/';

/**
 * `pnpm maintenance on|off` against the e2e database, as an operator would,
 * then waits until the API reports it (the API caches the flag for a moment).
 */
export async function setMaintenance(baseUrl: string, state: 'on' | 'off'): Promise<void> {
  await run('pnpm', ['maintenance', state], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...E2E_ENV },
    timeout: 60_000,
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}${STATUS_PATH}`);
    const body = (await response.json()) as { maintenance?: unknown };
    if (body.maintenance === (state === 'on')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not report maintenance ${state} within 20 s`);
}
