/**
 * A push service that accepts connections on 127.0.0.1 and never answers: each request waits until the sender
 * gives up. Counts the connections open now and the most open at once.
 */
import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

export interface SilentPushService {
  origin: string;
  /** Connections open now. */
  open(): number;
  /** The most connections open at once so far. */
  mostOpen(): number;
  close(): Promise<void>;
}

export async function startSilentPushService(): Promise<SilentPushService> {
  const sockets = new Set<Socket>();
  let most = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    most = Math.max(most, sockets.size);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    open: () => sockets.size,
    mostOpen: () => most,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A browser's subscription keys (P-256 public key and auth secret), for an endpoint nobody decrypts at. */
export function subscriptionKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
