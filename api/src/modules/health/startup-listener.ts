/**
 * While the process migrates and seeds, its port already answers: 503 to everything, readiness and health
 * included, so a load balancer or orchestrator sees "starting" instead of a refused connection it may take for a
 * crash. Closed just before the app listens on the same port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const BODY = JSON.stringify({
  statusCode: 503,
  code: 'STARTING',
  error: 'Service Unavailable',
  message: 'The server is starting (database migrations); try again in a moment.',
});

export interface StartupListener {
  /** The port it listens on (the one asked for, or the one given for 0). */
  port: number;
  close(): Promise<void>;
}

export async function listenWhileStarting(port: number, host: string): Promise<StartupListener> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '2',
      connection: 'close',
    });
    response.end(BODY);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
