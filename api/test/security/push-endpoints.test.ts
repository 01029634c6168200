/**
 * Issue 34, push that goes only where push services are: a push endpoint's host is resolved and every address
 * checked, when it is saved and before each connection, and the socket connects to the address that was checked.
 * The names here resolve through the test's own resolver; a listener on 127.0.0.1 counts the connections that
 * reach it, so a refusal is shown to happen before any connection (zero), and the control case shows that a
 * connection, when one is allowed, goes exactly where the resolver said.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsePushServiceDomains } from '../../src/config';
import { jobByKey } from '../../src/modules/jobs/job-queue';
import { forbiddenAddress, type ResolvedAddress } from '../../src/modules/push/push-endpoint';
import { URGENT_JOB } from '../../src/modules/push/push-planner';
import { browserSubscription, startPushService, type TestPushService } from '../helpers/push-service';
import { ADMIN, setupTestApp, signIn, type TestContext, testConfig } from '../helpers/test-app';

let ctx: TestContext;
let service: TestPushService;
let listener: Server;
let port: number;
let connections = 0;
let admin: string;
/** What each name resolves to, for this test's resolver; a name not here does not resolve. */
const names = new Map<string, string[]>();

const resolveHost = async (hostname: string): Promise<ResolvedAddress[]> => {
  const addresses = names.get(hostname);
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const PREFERENCES = { remindMinutes: null, changes: false, urgent: true, quietHours: null, vibrate: true };

beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as { port: number }).port;
  service = await startPushService();
  // Production's checks, with the test's resolver, and the listener's port as the one an endpoint may name (so a
  // connection that should not happen would reach the listener and be counted).
  ctx = await setupTestApp({ push: { resolveHost, endpointPort: port } });
  admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
});
afterAll(async () => {
  await ctx?.close();
  await service?.close();
  await new Promise((resolve) => listener?.close(resolve));
});
beforeEach(async () => {
  connections = 0;
  names.clear();
  await ctx.db.deleteFrom('pushSubscriptions').execute();
  await ctx.db.deleteFrom('jobs').execute();
});

function subscribeBody(endpoint: string) {
  const browser = browserSubscription(service, 'endpoint-check');
  return { endpoint, keys: browser.keys, preferences: PREFERENCES };
}

async function put(app: TestContext['app'], endpoint: string) {
  return app.inject({ method: 'PUT', url: '/api/push/subscription', payload: subscribeBody(endpoint) });
}

async function publishUrgent(title: string): Promise<number> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/announcements',
    headers: { cookie: admin },
    payload: { title, content: 'Please read.', priority: 'urgent' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number }>().id;
}

const storedEndpoints = async () =>
  (await ctx.db.selectFrom('pushSubscriptions').select('endpoint').execute()).map((row) => row.endpoint);

describe('an address a push endpoint resolves to', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.251',
    '198.18.0.1',
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.9',
    '192.0.0.192',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2001:db8::1',
    '2002:7f00:1::1',
    '100::1',
  ])('is refused when it is %s', (address) => {
    expect(forbiddenAddress(address)).not.toBeNull();
  });

  it.each(['142.250.180.10', '2a00:1450:4009:81f::200a', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'is allowed when it is the public %s',
    (address) => {
      expect(forbiddenAddress(address)).toBeNull();
    },
  );
});

describe('saving a push subscription', () => {
  it('is refused with a plain 400, before any connection, when the name resolves to 127.0.0.1', async () => {
    names.set('loopback.example', ['127.0.0.1']);
    const response = await put(ctx.app, `https://loopback.example:${port}/push/a`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "The subscription endpoint must be a push service's public address, not a local one",
    );
    expect(connections).toBe(0);
    expect(await storedEndpoints()).toEqual([]);
  });

  it('is refused when the name resolves to an IPv4-mapped loopback (::ffff:127.0.0.1), or to one private address among public ones', async () => {
    names.set('mapped.example', ['::ffff:127.0.0.1']);
    names.set('mixed.example', ['142.250.180.10', '2a00:1450:4009:81f::200a', '10.0.0.8']);
    for (const host of ['mapped.example', 'mixed.example']) {
      const response = await put(ctx.app, `https://${host}:${port}/push/a`);
      expect(response.statusCode, host).toBe(400);
      expect(response.json().message).toMatch(/public address, not a local one/);
    }
    expect(connections).toBe(0);
    expect(await storedEndpoints()).toEqual([]);
  });

  it('is refused when the name does not resolve', async () => {
    const response = await put(ctx.app, `https://nowhere.example:${port}/push/a`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "The subscription endpoint's push service could not be found. Check the connection and turn notifications on again.",
    );
  });

  it('is refused for a local name whatever it resolves to: localhost with a trailing dot, metadata.google.internal', async () => {
    names.set('metadata.google.internal', ['142.250.180.10']);
    names.set('localhost.', ['142.250.180.10']);
    for (const endpoint of [
      `https://metadata.google.internal:${port}/computeMetadata/v1/`,
      `https://localhost.:${port}/push`,
      `https://[::ffff:127.0.0.1]:${port}/push`,
    ]) {
      const response = await put(ctx.app, endpoint);
      expect(response.statusCode, endpoint).toBe(400);
    }
    expect(connections).toBe(0);
  });

  it("is refused for a port other than https's own (443), with a message that says so", async () => {
    names.set('fcm.googleapis.com', ['142.250.180.10']);
    const production = await ctx.buildAnotherApp({ push: { resolveHost } });
    const response = await put(production, 'https://fcm.googleapis.com:8443/fcm/send/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "The subscription endpoint must not name a port: push services answer on https's own port (443). Turn notifications off and on again.",
    );
    expect((await put(production, 'https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(200);
    expect((await put(production, 'https://fcm.googleapis.com:443/fcm/send/def')).statusCode).toBe(200);
  });

  it('is refused for a host outside PUSH_SERVICE_DOMAINS when that is set', async () => {
    for (const host of ['updates.push.services.mozilla.com', 'fcm.googleapis.com', 'evilpush.services.mozilla.com']) {
      names.set(host, ['142.250.180.10']);
    }
    names.set('push.services.mozilla.com.evil.example', ['142.250.180.10']);
    const config = testConfig({
      push: { serviceDomains: parsePushServiceDomains('push.services.mozilla.com, *.notify.windows.com') },
    });
    const allowlisted = await ctx.buildAnotherApp({ config, push: { resolveHost } });
    expect((await put(allowlisted, 'https://updates.push.services.mozilla.com/wpush/v2/a')).statusCode).toBe(200);
    for (const host of [
      'fcm.googleapis.com',
      'evilpush.services.mozilla.com',
      'push.services.mozilla.com.evil.example',
    ]) {
      const response = await put(allowlisted, `https://${host}/push/b`);
      expect(response.statusCode, host).toBe(400);
      expect(response.json().message).toMatch(/is not at a push service this server sends to/);
    }
    expect(parsePushServiceDomains(' ')).toBeNull();
    expect(parsePushServiceDomains('Push.Apple.com., .notify.windows.com')).toEqual([
      'push.apple.com',
      'notify.windows.com',
    ]);
    expect(() => parsePushServiceDomains('fcm.googleapis.com/path')).toThrow(/PUSH_SERVICE_DOMAINS/);
  });
});

describe('sending a push', () => {
  it('connects to the address the resolver gave and to no other (the control: a local one allowed in test mode)', async () => {
    names.set('control.example', ['127.0.0.1']);
    const local = await ctx.buildAnotherApp({
      push: { resolveHost, endpointPort: port, allowLocalEndpoints: true },
    });
    expect((await put(local, `https://control.example:${port}/push/control`)).statusCode).toBe(200);
    await publishUrgent('Control');
    await local.jobs.runDue();
    // control.example exists only in the test's resolver: the socket reached the listener through it.
    expect(connections).toBeGreaterThan(0);
  });

  it('is refused before any connection when the name resolves to loopback by then (DNS rebinding), and the subscription goes', async () => {
    names.set('rebind.example', ['142.250.180.10']);
    names.set('rebind-mapped.example', ['2a00:1450:4009:81f::200a']);
    for (const host of ['rebind.example', 'rebind-mapped.example']) {
      expect((await put(ctx.app, `https://${host}:${port}/push/r`)).statusCode).toBe(200);
    }
    const ids = (await ctx.db.selectFrom('pushSubscriptions').select('id').execute()).map((row) => Number(row.id));
    names.set('rebind.example', ['127.0.0.1']);
    names.set('rebind-mapped.example', ['::ffff:127.0.0.1']);
    const announcementId = await publishUrgent('Rebound');
    await ctx.app.jobs.runDue();
    expect(connections).toBe(0);
    expect(await storedEndpoints()).toEqual([]);
    for (const id of ids) {
      expect((await jobByKey(ctx.db, `${URGENT_JOB}:${id}:${announcementId}`))?.state).toBe('failed');
    }
  });
});
