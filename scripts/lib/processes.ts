import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from './paths';

/** Runs a command with inherited output; resolves its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command, echoing its output and handing every line (stdout and stderr) to `onLine`. */
export function runWithLines(
  command: string,
  args: string[],
  onLine: (line: string) => void,
  options: SpawnOptions = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    forwardLines(child, '', onLine);
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Starts a long-running child whose every output line is prefixed, e.g. `[api] `. */
export function spawnPrefixed(
  prefix: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): ChildProcess {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  forwardLines(child, prefix);
  return child;
}

function forwardLines(child: ChildProcess, prefix: string, onLine?: (line: string) => void) {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (!stream) continue;
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      out.write(`${prefix}${line}\n`);
      onLine?.(line);
    });
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the child has exited. */
export function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
