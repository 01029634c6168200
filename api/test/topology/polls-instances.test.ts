/**
 * Issue 37, "results appear live on the chair's view on another instance": two API processes on one PostgreSQL
 * database (as docs/deployment.md runs them). An attendee answers through instance A; a chair's view following
 * 'chair:{sessionId}' through instance B hears 'chair.polls' and, refetching from B, sees the answer counted. The
 * browser side, a chair's view and the room screen on one instance and answers through another, is
 * e2e/tests/polls-two-instances.spec.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ManagedPoll, ManagedPolls } from '../../src/contract/polls';
import { type LiveEvent, parseLiveServerMessage } from '../../src/contract/realtime';
import { createScratchDatabase, postgresAvailable, type ScratchDatabase } from '../faults/support/postgres';
import { SERVER_ADMIN, type ServerProcess, startServer } from '../faults/support/server-process';

const ready = await postgresAvailable();
const COOKIE_SECRET = 'polls-topology-cookie-secret-shared-by-both';

function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('cc_session='));
  if (!cookie) throw new Error(`no session cookie (${response.status})`);
  return cookie.split(';')[0] as string;
}

async function send(baseUrl: string, method: string, route: string, cookie: string, body?: unknown) {
  return fetch(`${baseUrl}${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), origin: baseUrl, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe.runIf(ready)("a poll's answers reach the chairs through the other instance", () => {
  let scratch: ScratchDatabase;
  let dataRoot: string;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase('polls_topology');
    dataRoot = mkdtempSync(path.join(os.tmpdir(), 'cc-polls-topology-'));
    const env = { COOKIE_SECRET, LOG_LEVEL: 'warn' };
    a = await startServer({ dataDir: path.join(dataRoot, 'a'), databaseUrl: scratch.url, env });
    b = await startServer({ dataDir: path.join(dataRoot, 'b'), databaseUrl: scratch.url, env });
  }, 180_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (instance && instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.kill('SIGTERM');
        await instance.exited;
      }
    }
    await scratch?.drop();
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  }, 60_000);

  it("counts an answer given on A in the chairs' polls read on B, told live on B's socket within a second", async () => {
    const signedIn = await fetch(`${a.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.baseUrl },
      body: JSON.stringify(SERVER_ADMIN),
    });
    expect(signedIn.status).toBe(200);
    const adminCookie = sessionCookieOf(signedIn);
    const { sessions } = (await (await fetch(`${a.baseUrl}/api/sessions`)).json()) as { sessions: { id: number }[] };
    const sessionId = sessions[0]?.id ?? 0;
    const base = `/api/chair/sessions/${sessionId}/polls`;

    const created = await send(a.baseUrl, 'POST', base, adminCookie, {
      kind: 'single',
      question: 'Which topic first?',
      options: ['Switch access', 'Eye gaze'],
      resultsVisible: false,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const poll = (await created.json()) as ManagedPoll;
    expect((await send(a.baseUrl, 'POST', `${base}/${poll.id}/open`, adminCookie)).status).toBe(200);

    // The chairs' socket, on B (admins may follow a session's chair topic).
    const socket = new WebSocket(`${b.baseUrl.replace(/^http/, 'ws')}/api/live`, {
      headers: { cookie: adminCookie, origin: b.baseUrl },
    });
    const events: LiveEvent[] = [];
    const subscribed = new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.on('message', (data) => {
        const message = parseLiveServerMessage(data.toString());
        if (!message) return;
        if (message.kind === 'subscribed') resolve();
        if (message.kind === 'event') events.push(message);
        if (message.kind === 'batch') events.push(...message.events);
      });
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', topics: [`chair:${sessionId}`] })));
    await subscribed;

    try {
      const email = `answer-${Date.now()}@example.org`;
      const signedUp = await fetch(`${a.baseUrl}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.baseUrl },
        body: JSON.stringify({ email, password: 'poll-harbour-lantern', name: 'Pat Poll' }),
      });
      expect(signedUp.status).toBe(201);
      const attendee = sessionCookieOf(signedUp);
      const eye = poll.options.find((option) => option.label === 'Eye gaze')?.id;
      const started = Date.now();
      const answered = await send(a.baseUrl, 'PUT', `/api/polls/${poll.id}/answer`, attendee, { optionIds: [eye] });
      expect(answered.status, await answered.clone().text()).toBe(200);

      const until = Date.now() + 5_000;
      while (!events.some((event) => event.type === 'chair.polls') && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(events.map((event) => event.type)).toContain('chair.polls');
      expect(Date.now() - started).toBeLessThan(1_000);

      const onB = (await (await send(b.baseUrl, 'GET', base, adminCookie)).json()) as ManagedPolls;
      const counted = onB.polls.find((item) => item.id === poll.id);
      expect(counted?.answered).toBe(1);
      expect(counted?.results.options.find((option) => option.label === 'Eye gaze')?.count).toBe(1);
    } finally {
      socket.close();
    }
  }, 60_000);
});
