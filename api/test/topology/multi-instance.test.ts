/**
 * The topology of docs/deployment.md, for real: two API processes on one PostgreSQL database behind Debian's
 * nginx running deploy/nginx/conference-companion.conf (round robin, no sticky sessions). What a caller sees:
 * readiness while an instance migrates, one request id from nginx to the instance's log, a sign-in made on one
 * instance valid on the other, an announcement posted on one reaching live sockets held by the other, and an
 * instance killed mid-run losing no acknowledged write while its sockets reconnect to the survivor.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseLiveServerMessage } from '../../src/contract/realtime';
import { createScratchDatabase, postgresAvailable, type ScratchDatabase } from '../faults/support/postgres';
import { freePort, SERVER_ADMIN, type ServerProcess, startServer } from '../faults/support/server-process';
import { NGINX, type Nginx, startNginx } from './support/nginx';

// On PostgreSQL only (as in CI); there, a missing nginx fails the test rather than skipping it.
const ready = await postgresAvailable();
const COOKIE_SECRET = 'topology-test-cookie-secret-shared-by-every-instance';

/** What GET /api/me says about the caller. */
interface Me {
  user: { email: string; role: string } | null;
}

interface Instance {
  process: ServerProcess;
  metricsUrl: string;
}

/** A live client as the app's is: on a lost socket it opens a new one (through nginx) and subscribes again. */
class ReconnectingClient {
  socket: WebSocket | null = null;
  readonly titles: string[] = [];
  reconnects = 0;
  private stopped = false;

  constructor(private readonly url: string) {}

  async connect(): Promise<void> {
    const socket = new WebSocket(this.url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const subscribed = new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        const message = parseLiveServerMessage(data.toString());
        if (!message) return;
        if (message.kind === 'subscribed') resolve();
        const events = message.kind === 'event' ? [message] : message.kind === 'batch' ? message.events : [];
        for (const event of events) {
          if (event.type === 'announcement.created') this.titles.push(event.data.title);
        }
      });
    });
    socket.once('close', () => {
      if (this.stopped) return;
      this.socket = null;
      this.reconnects += 1;
      void this.reconnect();
    });
    socket.send(JSON.stringify({ type: 'subscribe', topics: ['announcements'] }));
    await subscribed;
    this.socket = socket;
  }

  private async reconnect(): Promise<void> {
    for (let attempt = 0; !this.stopped && attempt < 50; attempt += 1) {
      try {
        await this.connect();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  close(): void {
    this.stopped = true;
    this.socket?.close();
  }
}

async function liveConnections(instance: Instance): Promise<number> {
  const text = await (await fetch(`${instance.metricsUrl}/metrics`)).text();
  return Number(/^cc_live_connections (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
}

async function waitUntil(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('cc_session='));
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie.split(';')[0] as string;
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(SERVER_ADMIN),
  });
  expect(response.status).toBe(200);
  return sessionCookieOf(response);
}

async function postAnnouncement(baseUrl: string, cookie: string, title: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/admin/announcements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ title, content: `Posted through ${baseUrl}` }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

describe.runIf(ready)('two API instances behind nginx, no sticky sessions', () => {
  let scratch: ScratchDatabase;
  let dataRoot: string;
  let a: Instance;
  let b: Instance;
  let nginx: Nginx;
  const clients: ReconnectingClient[] = [];

  async function startInstance(name: string): Promise<Instance> {
    const metricsPort = await freePort();
    const process = await startServer({
      dataDir: path.join(dataRoot, name),
      databaseUrl: scratch.url,
      env: { COOKIE_SECRET, TRUST_PROXY: '1', METRICS_PORT: String(metricsPort), LOG_LEVEL: 'info' },
    });
    return { process, metricsUrl: `http://127.0.0.1:${metricsPort}` };
  }

  beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install Debian's nginx (apt-get install nginx)`);
    scratch = await createScratchDatabase('topology');
    dataRoot = mkdtempSync(path.join(os.tmpdir(), 'cc-topology-'));
    // One after the other: the first migrates and seeds the empty database, the second finds it ready.
    a = await startInstance('a');
    b = await startInstance('b');
    const portA = Number(new URL(a.process.baseUrl).port);
    const portB = Number(new URL(b.process.baseUrl).port);
    nginx = await startNginx([portA, portB], await freePort());
  }, 180_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await nginx?.stop();
    for (const instance of [a, b]) {
      if (instance && instance.process.child.exitCode === null && instance.process.child.signalCode === null) {
        instance.process.kill('SIGTERM');
        await instance.process.exited;
      }
    }
    await scratch?.drop();
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 on its port while it migrates, then 200', () => {
    // The first instance started on an empty database: its port answered "not yet" before it answered "ready".
    expect(a.process.startStatuses).toContain(503);
    expect(a.process.startStatuses.at(-1)).toBe(200);
    expect(a.process.startStatuses.filter((status) => status !== 503 && status !== 200)).toEqual([]);
  });

  it('spreads requests over both instances, each carrying one request id from nginx to the log', async () => {
    // With the host's server build, an instance renders its public pages before it says ready (ADR 009, issue 36).
    for (const instance of [a, b]) {
      await waitUntil(async () => (await fetch(`${instance.process.baseUrl}/api/ready`)).ok, 'it is ready', 40_000);
    }
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`${nginx.baseUrl}/api/ready`, { headers: { 'x-request-id': `topology-${i}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toBe(`topology-${i}`);
    }
    const servedBy = (id: string) =>
      [a, b].filter((instance) => instance.process.output().includes(`"reqId":"${id}"`)).length;
    await waitUntil(() => servedBy('topology-5') === 1, 'the last request is logged');
    for (let i = 0; i < 6; i += 1) expect(servedBy(`topology-${i}`), `topology-${i}`).toBe(1);
    const onA = [0, 1, 2, 3, 4, 5].filter((i) => a.process.output().includes(`"reqId":"topology-${i}"`));
    expect(onA.length).toBeGreaterThan(0);
    expect(onA.length).toBeLessThan(6);
    expect(nginx.accessLog()).toMatch(/"GET \/api\/ready HTTP\/1\.1" 200 .* rid=topology-0 /);

    // Without one, nginx makes it, and the instance logs the same.
    const response = await fetch(`${nginx.baseUrl}/api/conference`);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await waitUntil(() => servedBy(id) === 1, 'the request is logged with nginx’s id');
  });

  it('accepts a sign-in made on one instance on the other, and through the proxy on both', async () => {
    const cookie = await signIn(a.process.baseUrl);
    const me = await fetch(`${b.process.baseUrl}/api/me`, { headers: { cookie } });
    expect(((await me.json()) as Me).user).toMatchObject({ email: SERVER_ADMIN.email, role: 'admin' });

    const proxied = await signIn(nginx.baseUrl);
    for (let i = 0; i < 4; i += 1) {
      const answer = await fetch(`${nginx.baseUrl}/api/me`, { headers: { cookie: proxied } });
      expect(((await answer.json()) as Me).user?.email).toBe(SERVER_ADMIN.email);
    }
  });

  it('delivers an announcement posted on one instance to live sockets held by the other, through nginx', async () => {
    const liveUrl = `${nginx.baseUrl.replace('http', 'ws')}/api/live`;
    for (let i = 0; i < 4; i += 1) {
      const client = new ReconnectingClient(liveUrl);
      await client.connect();
      clients.push(client);
    }
    // Round robin put sockets on both.
    expect(await liveConnections(a)).toBeGreaterThan(0);
    expect(await liveConnections(b)).toBeGreaterThan(0);

    await postAnnouncement(a.process.baseUrl, await signIn(a.process.baseUrl), 'Posted on A');
    await postAnnouncement(b.process.baseUrl, await signIn(b.process.baseUrl), 'Posted on B');
    await waitUntil(
      () => clients.every((client) => client.titles.includes('Posted on A') && client.titles.includes('Posted on B')),
      'every socket has both announcements',
    );
  });

  it("keeps a calendar feed's token out of nginx's access log and the instances' logs, however it is spelled", async () => {
    const first = await fetch(`${nginx.baseUrl}/api/sessions`);
    const { sessions } = (await first.json()) as { sessions: { id: number }[] };
    const bookmark = await fetch(`${nginx.baseUrl}/api/bookmarks/${sessions[0]?.id}`, {
      method: 'PUT',
      headers: { origin: nginx.baseUrl },
    });
    const cookie = (bookmark.headers.getSetCookie().find((c) => c.startsWith('cc_visitor=')) ?? '').split(';')[0];
    const feed = await fetch(`${nginx.baseUrl}/api/agenda/feed-token`, { headers: { cookie: cookie as string } });
    const { token } = (await feed.json()) as { token: string };
    expect(token).toMatch(/^[\w-]{43}$/);
    for (const path of [`/api/calendar/${token}.ics`, `/api/%63alendar/${token}.ics`]) {
      const answer = await fetch(`${nginx.baseUrl}${path}`, { headers: { 'x-request-id': `feed-${path.length}` } });
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toContain('BEGIN:VCALENDAR');
    }
    await waitUntil(() => nginx.accessLog().includes('rid=feed-'), 'nginx logged the feed requests');
    expect(nginx.accessLog()).toContain('"GET /api/calendar/[redacted] HTTP/1.1" 200');
    for (const log of [nginx.accessLog(), a.process.output(), b.process.output()]) {
      expect(log).not.toContain(token.slice(1));
    }
  });

  it("takes moderation from an admin's socket held through nginx when the admin signs out on another instance", async () => {
    const cookie = await signIn(nginx.baseUrl);
    const socket = new WebSocket(`${nginx.baseUrl.replace('http', 'ws')}/api/live`, { headers: { cookie } });
    const frames: { kind: string; topics?: string[] }[] = [];
    socket.on('message', (data) => {
      const message = parseLiveServerMessage(data.toString());
      if (message) frames.push(message);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'subscribe', topics: ['moderation'] }));
    await waitUntil(() => frames.some((f) => f.kind === 'subscribed' && f.topics?.includes('moderation')), 'held');
    // Signed out on A directly: the socket, on whichever instance nginx chose, hears it through the database.
    const out = await fetch(`${a.process.baseUrl}/api/auth/sign-out`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    await waitUntil(
      () => frames.some((f) => f.kind === 'unsubscribed' && f.topics?.includes('moderation')),
      'the socket lost moderation',
    );
    socket.close();
  });

  it('loses no acknowledged write when an instance is killed mid-run, and its sockets reconnect to the other', async () => {
    const onA = await liveConnections(a);
    expect(onA).toBeGreaterThan(0);
    const { sessions } = (await (await fetch(`${nginx.baseUrl}/api/sessions`)).json()) as {
      sessions: { id: number }[];
    };
    const ids = sessions.slice(0, 40).map((session) => session.id);

    // Three visitors bookmark sessions one after another through nginx; A is killed (no goodbye) on the way.
    const writers = await Promise.all(
      [0, 1, 2].map(async () => {
        const response = await fetch(`${nginx.baseUrl}/api/me`);
        const cookie = (response.headers.getSetCookie().find((c) => c.startsWith('cc_visitor=')) ?? '').split(';')[0];
        return { cookie: cookie as string, acknowledged: [] as number[], refused: 0 };
      }),
    );
    let written = 0;
    const run = writers.map(async (writer) => {
      for (const id of ids) {
        const response = await fetch(`${nginx.baseUrl}/api/bookmarks/${id}`, {
          method: 'PUT',
          headers: { origin: nginx.baseUrl, cookie: writer.cookie },
        }).catch(() => null);
        if (response && response.status >= 200 && response.status < 300) writer.acknowledged.push(id);
        else writer.refused += 1;
        written += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    await waitUntil(() => written >= 30, 'some writes went through');
    a.process.kill('SIGKILL');
    await a.process.exited;
    await Promise.all(run);

    for (const writer of writers) {
      // Every write an instance acknowledged is there, read through whichever instance is left.
      const stored = (await (
        await fetch(`${nginx.baseUrl}/api/bookmarks`, { headers: { cookie: writer.cookie } })
      ).json()) as {
        sessionIds: number[];
      };
      expect([...stored.sessionIds].sort((x, y) => x - y)).toEqual(
        expect.arrayContaining([...writer.acknowledged].sort((x, y) => x - y)),
      );
      // nginx sent the rest to the survivor: nearly everything was acknowledged, the end of the run all of it.
      expect(writer.acknowledged.length).toBeGreaterThanOrEqual(ids.length - 2);
      expect(writer.acknowledged.slice(-10)).toEqual(ids.slice(-10));
    }

    // The sockets A held were cut; each reconnected through nginx, to B, and hears what is posted next.
    await waitUntil(
      () => clients.filter((client) => client.reconnects > 0).length === onA && clients.every((c) => c.socket),
      'the sockets held by A reconnected',
    );
    expect(await liveConnections(b)).toBe(clients.length);
    await postAnnouncement(nginx.baseUrl, await signIn(nginx.baseUrl), 'After the crash');
    await waitUntil(
      () => clients.every((client) => client.titles.includes('After the crash')),
      'every socket has the announcement posted after the crash',
    );
  });
});
