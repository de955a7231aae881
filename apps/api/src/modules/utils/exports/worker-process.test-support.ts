import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The real worker (apps/worker/src/main.ts) as a child process, for end-to-end export tests. */
export interface WorkerProcess {
  stop(): Promise<void>;
}

const WORKER_MAIN = fileURLToPath(new URL('../../../../../worker/src/main.ts', import.meta.url));

/**
 * Starts the worker with tsx on the same Redis, queue prefix and storage folder as
 * the app under test, and resolves once it logs "worker ready". Running it as a
 * process (not importing its source) keeps the apps independent and exercises
 * its real start-up and shutdown.
 */
export async function startWorkerProcess(env: {
  REDIS_URL: string;
  KIWI_QUEUE_PREFIX: string;
  STORAGE_DIR: string;
  /** The kiwi_app URL, for jobs that use the database (imports). */
  DATABASE_URL?: string;
}): Promise<WorkerProcess> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, WORKER_MAIN], {
    env: { ...process.env, ...env, LOG_LEVEL: 'info', WORKER_CONCURRENCY: '2' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`worker did not start in 20 s:\n${output}`));
    }, 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"msg":"worker ready"')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}:\n${output}`));
    });
  });
  return { stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
