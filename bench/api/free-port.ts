import { createServer } from 'node:net';
import { canConnect } from '../../scripts/lib/net';

/** The port asked for, or a free one; refuses one already taken (another engineer's API). */
export async function portToUse(asked: number): Promise<number> {
  if (asked && (await canConnect('127.0.0.1', asked))) throw new Error(`puerto ${asked} ocupado`);
  if (asked) return asked;
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
