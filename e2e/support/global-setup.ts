import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS_DIR, E2E_ENV, E2E_PREFERRED_PORT, REPO_ROOT } from './context';

const PREFERRED_PORT = E2E_PREFERRED_PORT;
const READY_TIMEOUT_MS = 6 * 60_000;

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => server.close(() => resolve(true)))
      .listen(port, '0.0.0.0');
  });
}

async function pickPort(): Promise<number> {
  for (let port = PREFERRED_PORT; port < PREFERRED_PORT + 50; port += 1) {
    if (await isPortFree(port)) return port;
  }
  throw new Error('No free port for the e2e server');
}

async function waitForReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`pnpm start exited with ${child.exitCode}; see e2e/artifacts/server.log`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error(`The app was not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    const killer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 20_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    try {
      // The whole process group: pnpm, tsx and the api/worker it started.
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(killer);
      resolve();
    }
  });
}

/**
 * Starts the whole app as the README says (`pnpm start`, fresh demo database),
 * waits for /readyz, and stops its process group at the end. E2E_BASE_URL
 * points the suite at an app that is already running instead.
 */
export default async function setup(project: TestProject) {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    return undefined;
  }
  const port = await pickPort();
  const baseUrl = `http://localhost:${port}`;
  const log = createWriteStream(join(ARTIFACTS_DIR, 'server.log'));
  const child = spawn('pnpm', ['start'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...E2E_ENV, PORT: String(port), KIWI_FRESH_DB: '1' },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  try {
    await waitForReady(baseUrl, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  return async () => {
    await stop(child);
    log.end();
  };
}
