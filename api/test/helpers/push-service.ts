/**
 * A push service on 127.0.0.1 for tests, and a browser's side of a subscription: a P-256 key pair and an auth
 * secret of its own. What the API sends is decrypted here as a browser would (aes128gcm, RFC 8291, with the
 * http_ece package that implements the RFC), and its VAPID signature (RFC 8292) is checked with node:crypto.
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import type { PushMessage } from '../../src/contract/index';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestPushService {
  origin: string;
  /** The pushes it accepted (answered 201). */
  received: ReceivedPush[];
  /** Every request that arrived, whatever it was answered. */
  requests: ReceivedPush[];
  /** Answers to give, in order (a status, or a status with headers); then 201. */
  answers: (number | { status: number; headers: Record<string, string> })[];
  /** Holds the next request's answer until the returned function is called; `arrived` resolves when it came. */
  hold(): { arrived: Promise<void>; release: () => void };
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const requests: ReceivedPush[] = [];
  const answers: TestPushService['answers'] = [];
  let held: { arrived: () => void; released: Promise<void> } | null = null;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const push = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      requests.push(push);
      const gate = held;
      held = null;
      if (gate) {
        gate.arrived();
        await gate.released;
      }
      const answer = answers.shift() ?? 201;
      const { status, headers } = typeof answer === 'number' ? { status: answer, headers: {} } : answer;
      if (status === 201) received.push(push);
      response.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    requests,
    answers,
    hold() {
      let arrived = () => {};
      let release = () => {};
      const arrivedPromise = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = { arrived, released };
      return { arrived: arrivedPromise, release };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's subscription to the test push service: its endpoint and keys, and how it reads what arrives. */
export function browserSubscription(service: TestPushService, name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${name}-${randomBytes(6).toString('hex')}`;
  return {
    endpoint: `${service.origin}${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** The messages that reached this browser, decrypted. */
    messages(): PushMessage[] {
      return service.received
        .filter((push) => push.path === path)
        .map((push) => {
          const plain: Buffer = ece.decrypt(push.body, {
            version: 'aes128gcm',
            privateKey: ecdh,
            authSecret: auth.toString('base64url'),
          });
          return JSON.parse(plain.toString('utf8')) as PushMessage;
        });
    },
    received(): ReceivedPush[] {
      return service.received.filter((push) => push.path === path);
    },
  };
}

/**
 * Checks a push request's VAPID header (`vapid t=<JWT>, k=<public key>`): signed with ES256 by the key named
 * `k`, for the push service's origin, not expired. Returns the key, for the caller to compare with the server's.
 */
export function verifyVapid(push: ReceivedPush, origin: string): string {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, token = '', key = ''] = match;
  const [head = '', payload = '', signature = ''] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud: string; exp: number };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud}, expected ${origin}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return key;
}
