import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in the test's process, between a server under test and PostgreSQL, to take the
 * database away and give it back without touching the PostgreSQL other tests share.
 */
export interface TcpProxy {
  /** The port the proxy listens on (127.0.0.1); it keeps it across `cut` and `restore`. */
  readonly port: number;
  /** Refuses new connections (nothing listens) and destroys the open ones, both sides. */
  cut(): Promise<void>;
  /** Listens again on the same port and forwards as before. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export interface TcpProxyOptions {
  readonly targetHost: string;
  readonly targetPort: number;
  /** Start refusing, as a database that is not up yet. */
  readonly startCut?: boolean;
}

export async function startTcpProxy({
  targetHost,
  targetPort,
  startCut = false,
}: TcpProxyOptions): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = connect({ host: targetHost, port: targetPort });
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('error', () => upstream.destroy());
    upstream.once('error', () => client.destroy());
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) {
        resolve();
        return;
      }
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  const port = await listen(0);
  if (startCut) await stop();
  return {
    port,
    cut: stop,
    restore: async () => {
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
