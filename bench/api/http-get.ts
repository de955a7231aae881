import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * GET over keep-alive node:http (cheaper on the shared cores than `fetch`, so the load
 * generator takes less from the server it measures), one pool of `sockets` per base URL.
 */
export function httpClient(base: string, sockets: number) {
  const { hostname, port } = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const get = (path: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ hostname, port, path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  return { get, close: () => agent.destroy() };
}
