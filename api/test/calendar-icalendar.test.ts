/**
 * Every calendar the API serves, read by a second, independent parser (ical.js) as calendar apps read them
 * (issue 17): the whole programme, each session's "Add to calendar" file, the personal agenda download and its
 * subscribed feed. UIDs are unique per deployment and conference and the same across calendars and requests;
 * SEQUENCE rises with every change of time, place or status; METHOD:PUBLISH comes with an ORGANIZER.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgrammeImportPreview } from '../src/contract/admin-content';
import { uidDomainOfPublicUrl } from '../src/modules/calendar/calendar-uids';
import { ADMIN, setupTestApp, signIn, type TestContext, testConfig } from './helpers/test-app';

let ctx: TestContext;
let admin: string;
let sessionIds: number[];
let deploymentId: string;

beforeAll(async () => {
  ctx = await setupTestApp();
  admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  sessionIds = (await ctx.db.selectFrom('sessions').select('id').orderBy('id').execute()).map((row) => row.id);
  const setting = await ctx.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'deployment_id')
    .executeTakeFirst();
  deploymentId = (setting?.value as string | undefined) ?? '';
});
afterAll(async () => {
  await ctx?.close();
});

interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string;
  location: string | null;
  start: string;
}

/** Parses with ical.js and checks what every calendar must hold; returns its events by UID. */
function readCalendar(text: string, where: string): Map<string, ParsedEvent> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name, where).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version'), where).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid'), where).toBeTruthy();
  const method = calendar.getFirstPropertyValue('method');
  const events = new Map<string, ParsedEvent>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid'));
    expect(events.has(uid), `${where}: UID ${uid} twice`).toBe(false);
    expect(vevent.getFirstPropertyValue('dtstamp'), where).toBeTruthy();
    const sequence = vevent.getFirstPropertyValue('sequence') as unknown;
    expect(Number.isInteger(sequence) && (sequence as number) >= 0, `${where}: SEQUENCE ${sequence}`).toBe(true);
    if (method) {
      expect(method, where).toBe('PUBLISH');
      const organizer = vevent.getFirstProperty('organizer');
      expect(organizer, `${where}: METHOD:PUBLISH without ORGANIZER in ${uid}`).toBeTruthy();
      expect(String(organizer?.getFirstValue())).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
    }
    const event = new ICAL.Event(vevent);
    expect(event.endDate.compare(event.startDate), where).toBeGreaterThan(0);
    events.set(uid, {
      uid,
      sequence: sequence as number,
      status: String(vevent.getFirstPropertyValue('status')),
      location: (vevent.getFirstPropertyValue('location') as string | null) ?? null,
      start: event.startDate.toJSDate().toISOString(),
    });
  }
  return events;
}

async function get(url: string, cookie = '') {
  const response = await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/calendar/);
  return response.body;
}

/** A visitor with a few bookmarks, and the calendars of their agenda. */
async function agendaCalendars(ids: number[]) {
  const first = await ctx.app.inject({ method: 'GET', url: '/api/me' });
  const visitor = first.cookies.find((cookie) => cookie.name === 'cc_visitor');
  const cookie = `cc_visitor=${visitor?.value}`;
  for (const id of ids) {
    const put = await ctx.app.inject({ method: 'PUT', url: `/api/bookmarks/${id}`, headers: { cookie } });
    expect(put.statusCode).toBe(200);
  }
  const feed = await ctx.app.inject({ method: 'GET', url: '/api/agenda/feed-token', headers: { cookie } });
  const feedPath = new URL(feed.json<{ feedUrl: string }>().feedUrl).pathname;
  return {
    download: () => get('/api/agenda/my-agenda.ics', cookie),
    feed: () => get(feedPath),
  };
}

describe('every served calendar, read by ical.js', () => {
  it('programme, each session, agenda download and feed: valid, one UID per session, the same in all', async () => {
    const uidsBySession = new Map<number, string>();
    const programme = readCalendar(await get('/api/open-data/programme.ics'), 'programme.ics');
    expect(programme.size).toBeGreaterThan(10);
    for (const id of sessionIds) {
      const single = readCalendar(await get(`/api/sessions/${id}/calendar.ics`), `session ${id}`);
      expect(single.size, `session ${id}`).toBeLessThanOrEqual(1);
      for (const uid of single.keys()) {
        uidsBySession.set(id, uid);
        expect(programme.has(uid), `session ${id}'s UID ${uid} in programme.ics`).toBe(true);
      }
    }
    expect(new Set(uidsBySession.values()).size).toBe(uidsBySession.size);

    const agenda = await agendaCalendars(sessionIds.slice(0, 3));
    for (const [name, calendar] of [
      ['my-agenda.ics', await agenda.download()],
      ['feed', await agenda.feed()],
    ] as const) {
      const events = readCalendar(calendar, name);
      // Each agenda session carries a display alarm 10 minutes before it (issue 29: where push is not possible).
      const vevents = new ICAL.Component(ICAL.parse(calendar)).getAllSubcomponents('vevent');
      for (const vevent of vevents) {
        const alarm = vevent.getFirstSubcomponent('valarm');
        expect(alarm?.getFirstPropertyValue('action'), name).toBe('DISPLAY');
        expect(String(alarm?.getFirstPropertyValue('trigger')), name).toBe('-PT10M');
      }
      expect(vevents.length, name).toBe(3);
      expect([...events.keys()].sort(), name).toEqual(
        sessionIds
          .slice(0, 3)
          .flatMap((id) => uidsBySession.get(id) ?? [])
          .sort(),
      );
    }
  });

  it('gives UIDs that name the conference and this deployment, stable across requests', async () => {
    const once = [...readCalendar(await get('/api/open-data/programme.ics'), 'programme').keys()];
    const again = [...readCalendar(await get('/api/open-data/programme.ics'), 'programme').keys()];
    expect(again).toEqual(once);
    expect(deploymentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (const uid of once) expect(uid).toMatch(new RegExp(`^session-\\d+\\.tt2027@${deploymentId}$`));
  });

  it('takes the UID domain from PUBLIC_URL when it is set', async () => {
    const other = await ctx.buildAnotherApp({ config: { ...testConfig(), publicUrl: 'https://TT2027.example/cc' } });
    const response = await other.inject({ method: 'GET', url: `/api/sessions/${sessionIds[0]}/calendar.ics` });
    const uids = [...readCalendar(response.body, 'PUBLIC_URL').keys()];
    expect(uids).toEqual([`session-${sessionIds[0]}.tt2027@tt2027.example/cc`]);
    expect(uidDomainOfPublicUrl('https://tt2027.example/')).toBe('tt2027.example');
  });
});

describe('SEQUENCE', () => {
  /** The session's version now, as the admin's session list shows it. */
  async function versionOf(id: number): Promise<number> {
    return (await ctx.db.selectFrom('sessions').select('version').where('id', '=', id).executeTakeFirstOrThrow())
      .version;
  }

  async function eventOf(id: number): Promise<ParsedEvent> {
    const events = [...readCalendar(await get(`/api/sessions/${id}/calendar.ics`), `session ${id}`).values()];
    expect(events).toHaveLength(1);
    return events[0]!;
  }

  it('rises with every change of place, time and status, in the session file, the programme and the feed', async () => {
    const row = await ctx.db
      .insertInto('sessions')
      .values({
        title: 'Calendar sequence session',
        track: 'P95',
        sessionNumber: 'SEQ-1',
        sessionDate: '2027-09-14',
        startTime: '12:15',
        endTime: '13:00',
        location: 'Rowan Auditorium',
        presenters: ['Pat Presenter'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = row.id;
    const agenda = await agendaCalendars([id]);
    const seen: ParsedEvent[] = [await eventOf(id)];
    expect(seen[0]!.sequence).toBe(0);

    // Place: an admin's edit.
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/sessions/${id}`,
      headers: { cookie: admin },
      // The seeded programme uses that room then: the clash is acknowledged, as an organiser would (issue 27).
      payload: { version: 1, location: 'Kestrel Lecture Theatre', saveAnyway: { reason: 'Shared for this test' } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    seen.push(await eventOf(id));

    // Time: a programme import that moves the session.
    const programme = (
      await ctx.db.selectFrom('sessions').select(['sessionNumber', 'track', 'title', 'id']).orderBy('id').execute()
    ).map((s) => ({
      session_number: s.sessionNumber,
      track: s.track,
      title: s.title,
      ...(s.id === id ? { session_date: '2027-09-14', start_time: '15:00', end_time: '15:45' } : {}),
    }));
    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/programme-import/preview',
      headers: { cookie: admin },
      payload: { format: 'json', content: JSON.stringify(programme) },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { previewId, programmeVersion } = preview.json<ProgrammeImportPreview>();
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/programme-import/apply',
      headers: { cookie: admin },
      payload: { previewId, programmeVersion, saveAnyway: { reason: 'Shared for this test' } },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    seen.push(await eventOf(id));

    // Status: cancelled.
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/sessions/${id}/cancel`,
      headers: { cookie: admin },
      payload: { reason: 'Presenter unwell', version: await versionOf(id) },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    seen.push(await eventOf(id));

    expect(seen.map((event) => event.location)).toEqual([
      'Rowan Auditorium',
      'Kestrel Lecture Theatre',
      'Kestrel Lecture Theatre',
      'Kestrel Lecture Theatre',
    ]);
    expect(seen[2]!.start).not.toBe(seen[1]!.start);
    expect(seen.map((event) => event.status)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'CANCELLED']);
    for (let index = 1; index < seen.length; index += 1) {
      expect(seen[index]!.sequence, `change ${index}`).toBeGreaterThan(seen[index - 1]!.sequence);
    }
    expect(new Set(seen.map((event) => event.uid)).size).toBe(1);

    const last = seen.at(-1)!;
    for (const [name, calendar] of [
      ['programme.ics', await get('/api/open-data/programme.ics')],
      ['my-agenda.ics', await agenda.download()],
      ['feed', await agenda.feed()],
    ] as const) {
      expect(readCalendar(calendar, name).get(last.uid), name).toMatchObject({
        sequence: last.sequence,
        status: 'CANCELLED',
      });
    }
  });
});
