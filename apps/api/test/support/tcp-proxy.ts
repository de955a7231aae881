import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of a real server, to make a dependency fail the ways it does in
 * production: `hang()` (the host stops answering: open connections freeze, new ones are
 * accepted and never served), `stop()` (the server is down: connections drop, new ones are
 * refused) and `resume()`.
 */
export interface TcpProxy {
  port: number;
  hang(): void;
  stop(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  const held = new Set<Socket>();
  let mode: 'forward' | 'hang' = 'forward';
  let port = 0;

  const relay = (client: Socket) => {
    const upstream = connect(targetPort, targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  };

  const onConnection = (client: Socket) => {
    if (mode === 'forward') return relay(client);
    client.pause();
    held.add(client);
    client.on('error', () => held.delete(client)).on('close', () => held.delete(client));
  };

  let server: Server = createServer(onConnection);
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject).listen(port, '127.0.0.1', () => {
        const address = server.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });
  const closeServer = () =>
    new Promise<void>((resolve) => {
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
      for (const socket of held) socket.destroy();
      pairs.clear();
      held.clear();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  await listen();
  return {
    get port() {
      return port;
    },
    hang() {
      mode = 'hang';
      for (const [a, b] of pairs) {
        a.unpipe(b);
        b.unpipe(a);
        a.pause();
        b.pause();
      }
    },
    async stop() {
      await closeServer();
    },
    async resume() {
      mode = 'forward';
      if (!server.listening) {
        server = createServer(onConnection);
        await listen();
      }
      for (const [a, b] of pairs) {
        a.pipe(b);
        b.pipe(a);
      }
      for (const socket of held) {
        held.delete(socket);
        relay(socket);
        socket.resume();
      }
    },
    close: closeServer,
  };
}
