import { connect } from 'node:net';

/** True when something accepts TCP connections on host:port within the timeout. */
export function canConnect(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Sends a RESP PING (after AUTH when the URL has a password) and resolves true
 * on +PONG. No Redis client library needed at the repository root.
 */
export function redisPing(url: string, timeoutMs = 1000): Promise<boolean> {
  const parsed = new URL(url);
  if (parsed.protocol === 'rediss:')
    return canConnect(parsed.hostname, Number(parsed.port || 6379));
  const commands: string[][] = [];
  if (parsed.password) {
    const user = decodeURIComponent(parsed.username);
    const pass = decodeURIComponent(parsed.password);
    commands.push(user ? ['AUTH', user, pass] : ['AUTH', pass]);
  }
  commands.push(['PING']);
  const payload = commands
    .map(
      (args) =>
        `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`,
    )
    .join('');
  return new Promise((resolve) => {
    const socket = connect({
      host: parsed.hostname || '127.0.0.1',
      port: Number(parsed.port || 6379),
    });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write(payload));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('+PONG')) done(true);
      else if (/(^|\r\n)-/.test(reply)) done(false);
    });
  });
}

/** Polls `check` until it resolves true, or throws `message` after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  message: string,
  intervalMs = 200,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
