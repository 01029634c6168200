/** Presenter resources (list, submit, moderation boundary, limits) and a session's calendar file. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresenterResourceList, SubmittedPresenterResource } from '../src/contract/index';
import { CookieJar } from './helpers/cookie-jar';
import { ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
/** A seeded active session with a track and session number of its own, and a seeded cancelled one. */
let active: { id: number; title: string; track: string; sessionNumber: string };
let cancelled: { id: number; title: string; cancellationNotes: string | null };

beforeAll(async () => {
  ctx = await setupTestApp();
  const rows = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'title', 'track', 'sessionNumber', 'status', 'cancellationNotes', 'startTime'])
    .orderBy('id')
    .execute();
  // '4.2' is unique as a track, so the track key finds this very session.
  const pick = rows.find((row) => row.track === '4.2' && row.status === 'active');
  const gone = rows.find((row) => row.status === 'cancelled' && row.track === '2.6');
  if (!pick?.track || !pick.sessionNumber || !gone) throw new Error('seed changed: no 4.2 or cancelled 2.6 session');
  active = { id: pick.id, title: pick.title, track: pick.track, sessionNumber: pick.sessionNumber };
  cancelled = { id: gone.id, title: gone.title, cancellationNotes: gone.cancellationNotes };
});
afterAll(async () => {
  await ctx?.close();
});

const valid = {
  presenterName: 'Morag Testperson',
  presenterEmail: 'morag@example.org',
  url: 'https://example.org/slides.pdf',
  description: 'Slides as an accessible PDF',
};

async function submit(jar: CookieJar, key: string | number, payload: unknown, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/sessions/${encodeURIComponent(String(key))}/resources`,
    payload: payload as Record<string, unknown>,
    headers: { cookie: jar.header(), ...headers },
  });
  jar.update(response);
  return response;
}

async function list(key: string | number): Promise<PresenterResourceList> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/sessions/${encodeURIComponent(String(key))}/resources`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/sessions/:key/resources', () => {
  it('lists only approved links, with id, url, description and presenter name', async () => {
    const seeded = await ctx.db
      .selectFrom('presenterUrls')
      .innerJoin('sessions', 'sessions.id', 'presenterUrls.sessionId')
      .select(['presenterUrls.sessionId', 'presenterUrls.status'])
      .execute();
    const withBoth = seeded.find(
      (row) =>
        row.status === 'approved' &&
        seeded.some((other) => other.sessionId === row.sessionId && other.status !== 'approved'),
    );
    const sessionId = (withBoth ?? seeded.find((row) => row.status === 'approved'))!.sessionId;
    const approvedCount = seeded.filter((row) => row.sessionId === sessionId && row.status === 'approved').length;

    const body = await list(sessionId);
    expect(body.resources).toHaveLength(approvedCount);
    for (const resource of body.resources) {
      expect(Object.keys(resource).sort()).toEqual(['description', 'id', 'presenterName', 'url']);
      expect(resource.url).toMatch(/^https?:\/\//);
    }
  });

  it('finds the session by session number and track as well as by id', async () => {
    const byId = await list(active.id);
    expect(await list(active.sessionNumber)).toEqual(byId);
    expect(await list(active.track)).toEqual(byId);
  });

  it('answers 404 Session not found for an unknown session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/sessions/no-such-session/resources' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'SESSION_NOT_FOUND', message: 'Session not found' });
  });
});

describe('POST /api/sessions/:key/resources', () => {
  it('stores a valid submission as pending, not listed until an admin approves it', async () => {
    const jar = new CookieJar();
    const before = await list(active.id);
    const response = await submit(jar, active.sessionNumber, { ...valid, url: 'https://example.org/pending-only' });
    expect(response.statusCode).toBe(201);
    const saved = response.json<SubmittedPresenterResource>();
    expect(saved).toMatchObject({
      sessionId: active.id,
      presenterName: valid.presenterName,
      presenterEmail: valid.presenterEmail,
      url: 'https://example.org/pending-only',
      description: valid.description,
      status: 'pending',
    });
    expect(Number.isNaN(Date.parse(saved.createdAt))).toBe(false);

    const row = await ctx.db
      .selectFrom('presenterUrls')
      .selectAll()
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.submittedByVisitorId).toBe(jar.get('cc_visitor')!.split('.')[0]);
    expect(row.submittedByUserId).toBeNull();
    expect(await list(active.id)).toEqual(before);

    await ctx.db.updateTable('presenterUrls').set({ status: 'approved' }).where('id', '=', saved.id).execute();
    const after = await list(active.id);
    expect(after.resources).toContainEqual({
      id: saved.id,
      url: 'https://example.org/pending-only',
      description: valid.description,
      presenterName: valid.presenterName,
    });

    await ctx.db.updateTable('presenterUrls').set({ status: 'rejected' }).where('id', '=', saved.id).execute();
    expect((await list(active.id)).resources.map((r) => r.id)).not.toContain(saved.id);
  });

  it('checks the fields in the spec’s order, with its messages', async () => {
    const jar = new CookieJar();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Presenter name is required'],
      [{ presenterName: '   ', presenterEmail: '', url: '' }, 'Presenter name is required'],
      [{ presenterName: 'Ann' }, 'Presenter email is required'],
      [{ presenterName: 'Ann', presenterEmail: '  ', url: 'nope' }, 'Presenter email is required'],
      [{ presenterName: 'Ann', presenterEmail: 'not-an-email' }, 'Please enter a valid email address'],
      [{ presenterName: 'Ann', presenterEmail: 'ann@example.org' }, 'URL is required'],
      [{ presenterName: 'Ann', presenterEmail: 'ann@example.org', url: '   ' }, 'URL is required'],
      [{ presenterName: 'Ann', presenterEmail: 'ann@example.org', url: 'not a url' }, 'Please enter a valid URL'],
      [{ presenterName: 'Ann', presenterEmail: 'ann@example.org', url: 'localhost' }, 'Please enter a valid URL'],
    ];
    for (const [payload, message] of cases) {
      const response = await submit(jar, active.id, payload);
      expect({ payload, status: response.statusCode, body: response.json() }).toEqual({
        payload,
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_ERROR', message },
      });
    }
  });

  it('refuses links that are not http or https', async () => {
    const jar = new CookieJar();
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.org/file',
      'mailto:ann@example.org',
      'http://user:secret@example.org/',
      'http:/example.org',
    ]) {
      const response = await submit(jar, active.id, { ...valid, url });
      expect({ url, status: response.statusCode, message: response.json().message }).toEqual({
        url,
        status: 400,
        message: 'Please enter a valid URL',
      });
    }
    const stored = await ctx.db.selectFrom('presenterUrls').select('url').execute();
    expect(stored.some((row) => !/^https?:\/\//.test(row.url))).toBe(false);
  });

  it('prepends http:// to a link without http:// or https://, trims, and stores a blank description as null', async () => {
    const jar = new CookieJar();
    const response = await submit(jar, active.id, {
      presenterName: '  Ann Example ',
      presenterEmail: ' ann@example.org ',
      url: ' example.org:8080/handout ',
      description: '   ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      presenterName: 'Ann Example',
      presenterEmail: 'ann@example.org',
      url: 'http://example.org:8080/handout',
      description: null,
      status: 'pending',
    });
    const upper = await submit(jar, active.id, { ...valid, url: 'HTTPS://Example.org/Page' });
    expect(upper.json().url).toBe('HTTPS://Example.org/Page');
  });

  it('refuses over-long fields, wrong types and unknown sessions', async () => {
    const jar = new CookieJar();
    const long = await submit(jar, active.id, { ...valid, description: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Description must be at most 1000 characters');
    const wrongType = await submit(jar, active.id, { ...valid, presenterName: { first: 'Ann' } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('Presenter name must be text');
    const unknown = await submit(jar, 'no-such-session', valid);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Session not found');
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: `/api/sessions/${active.id}/resources`,
      headers: { 'content-type': 'text/plain' },
      payload: 'url=https://example.org',
    });
    expect(notJson.statusCode).toBe(415);
  });

  it('refuses a cross-site form post', async () => {
    const response = await submit(new CookieJar(), active.id, valid, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('records a signed-in submitter by account', async () => {
    const jar = new CookieJar();
    jar.set('cc_session', await signIn(ctx.app, ATTENDEE));
    const response = await submit(jar, active.id, { ...valid, url: 'https://example.org/by-account' });
    expect(response.statusCode).toBe(201);
    const row = await ctx.db
      .selectFrom('presenterUrls')
      .select(['submittedByUserId', 'submittedByVisitorId'])
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row.submittedByUserId).toBe(ctx.attendeeId);
  });

  it('limits submissions per visitor with a clear 429, counting only valid ones', async () => {
    const jar = new CookieJar();
    // Invalid attempts do not count.
    for (let i = 0; i < 5; i++) expect((await submit(jar, active.id, { presenterName: 'Ann' })).statusCode).toBe(400);
    for (let i = 0; i < 10; i++) {
      expect((await submit(jar, active.id, { ...valid, url: `https://example.org/many/${i}` })).statusCode).toBe(201);
    }
    const refused = await submit(jar, active.id, { ...valid, url: 'https://example.org/one-too-many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_SUBMISSIONS');
    expect(refused.json().message).toMatch(
      /^You have submitted several links in a short time\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await submit(new CookieJar(), active.id, valid)).statusCode).toBe(201);
  });
});

describe('GET /api/sessions/:key/calendar.ics', () => {
  const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

  it('answers an iCalendar attachment with one VEVENT for the session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/sessions/${active.id}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);
    expect(response.headers['set-cookie']).toBeUndefined();
    const lines = unfold(response.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    // UIDs name the conference and this deployment (PUBLIC_URL's host, else the deployment's id).
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^UID:session-${active.id}\\.tt2027@\\S+$`)));
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    expect(lines.some((line) => /^DTSTART:2027091[34]T\d{6}Z$/.test(line))).toBe(true);
    expect(lines.some((line) => /^DTEND:2027091[34]T\d{6}Z$/.test(line))).toBe(true);
    expect(lines.some((line) => line.startsWith('SUMMARY:'))).toBe(true);
    expect(lines.some((line) => line.startsWith('LOCATION:'))).toBe(true);
    expect(lines.some((line) => line.startsWith('DESCRIPTION:'))).toBe(true);
    expect(
      lines.some((line) => /^URL:http:\/\/[^/]+\/session\/\d+$/.test(line) && line.endsWith(`/session/${active.id}`)),
    ).toBe(true);
    expect(lines).toContain('STATUS:CONFIRMED');
  });

  it('gives the conference-local start time in UTC (September is BST, one hour ahead)', async () => {
    const row = await ctx.db
      .selectFrom('sessions')
      .select(['sessionDate', 'startTime'])
      .where('id', '=', active.id)
      .executeTakeFirstOrThrow();
    const [hours, minutes] = row.startTime!.split(':').map(Number) as [number, number];
    const expected = `${row.sessionDate!.replace(/-/g, '')}T${String(hours - 1).padStart(2, '0')}${String(minutes).padStart(2, '0')}00Z`;
    const response = await ctx.app.inject({ method: 'GET', url: `/api/sessions/${active.track}/calendar.ics` });
    expect(unfold(response.body)).toContain(`DTSTART:${expected}`);
  });

  it('marks a cancelled session STATUS:CANCELLED with its notes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/sessions/${cancelled.id}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    const lines = unfold(response.body);
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines.find((line) => line.startsWith('SUMMARY:'))).toMatch(/\(CANCELLED\)$/);
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain('This session has been cancelled');
  });

  it('answers 404 as JSON for an unknown session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/sessions/99999999/calendar.ics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'SESSION_NOT_FOUND', message: 'Session not found' });
  });
});
