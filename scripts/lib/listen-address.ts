import { isIP } from 'node:net';

/** The API's listen address under `pnpm start`: HOST, else loopback only (decision 0704). */
export function listenHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST?.trim() || '127.0.0.1';
}

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

export function isWildcard(host: string): boolean {
  return WILDCARDS.has(host);
}

/** How this machine reaches an API listening on `host` (`0.0.0.0` → 127.0.0.1). */
export function localUrl(host: string, port: number): string {
  if (isWildcard(host)) return `http://127.0.0.1:${port}`;
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return `http://${isIP(bare) === 6 ? `[${bare}]` : bare}:${port}`;
}

/** The address to open in a browser: localhost for the loopback default. */
export function browserUrl(host: string, port: number): string {
  return host === '127.0.0.1' || host === 'localhost'
    ? `http://localhost:${port}`
    : localUrl(host, port);
}
