/**
 * A TCP proxy between the app's pg pool and PostgreSQL that a test can cut and restore, to play a
 * database outage without stopping the shared PostgreSQL server.
 *
 * - 'refuse': the proxy stops listening; new connections get ECONNREFUSED (PostgreSQL is down).
 * - 'reset': the proxy accepts and drops at once; connections end mid-handshake (a flapping network).
 * Either way every connection already open is destroyed, as when the server restarts.
 */
import net from 'node:net';

export type CutMode = 'refuse' | 'reset';

export interface TcpProxy {
  readonly port: number;
  cut(mode: CutMode): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let dropping = false;
  const server = net.createServer((client) => {
    if (dropping) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // A destroyed peer is what this proxy is for; the other side is destroyed with it.
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const destroyAll = () => {
    for (const socket of open) socket.destroy();
  };

  return {
    port,
    async cut(mode) {
      destroyAll();
      if (mode === 'reset') {
        dropping = true;
        return;
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async restore() {
      dropping = false;
      if (!server.listening) await listen(port);
    },
    async close() {
      destroyAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
