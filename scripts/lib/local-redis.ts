import { spawn, spawnSync } from 'node:child_process';
import { redisPing, waitUntil } from './net';

export interface RedisHandle {
  redisUrl: string;
  started: boolean;
  stop(): Promise<void>;
}

export interface RedisLookup {
  /** The Redis tried when REDIS_URL is not set. */
  defaultUrl: string;
  /** Port of the redis-server started when nothing answers. */
  localPort: number;
}

const DEFAULT_LOOKUP: RedisLookup = { defaultUrl: 'redis://127.0.0.1:6379', localPort: 63799 };

function onPath(binary: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
}

/**
 * REDIS_URL when set; else a Redis on 127.0.0.1:6379; else a throw-away
 * `redis-server` on port 63799 (no persistence) when the binary is installed.
 */
export async function ensureRedis(
  log: (line: string) => void,
  { defaultUrl, localPort }: RedisLookup = DEFAULT_LOOKUP,
): Promise<RedisHandle> {
  const configured = process.env.REDIS_URL?.trim();
  if (configured) {
    if (!(await redisPing(configured, 2000))) {
      throw new Error(`Redis no responde en REDIS_URL (${new URL(configured).host}).`);
    }
    return { redisUrl: configured, started: false, stop: async () => {} };
  }
  if (await redisPing(defaultUrl)) {
    return { redisUrl: defaultUrl, started: false, stop: async () => {} };
  }
  const localUrl = `redis://127.0.0.1:${localPort}`;
  if (await redisPing(localUrl)) {
    log(`Redis local ya escucha en el puerto ${localPort}: se reutiliza`);
    return { redisUrl: localUrl, started: false, stop: async () => {} };
  }
  if (!onPath('redis-server')) {
    throw new Error(
      'No hay Redis: ni REDIS_URL, ni un servidor en 127.0.0.1:6379, ni el programa redis-server.\n' +
        'Instálelo (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) ' +
        'o indique REDIS_URL=redis://host:puerto.',
    );
  }
  const child = spawn(
    'redis-server',
    ['--port', String(localPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  await waitUntil(
    async () => {
      if (exited) throw new Error('redis-server terminó al arrancar');
      return redisPing(localUrl);
    },
    10_000,
    'redis-server no respondió en 10 s',
  );
  log(`Redis local arrancado en el puerto ${localPort}`);
  return {
    redisUrl: localUrl,
    started: true,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
