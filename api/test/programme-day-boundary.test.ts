/**
 * Issue 34, one day boundary: a conference day runs from 04:00 to 04:00 of the next morning, so a session that
 * starts at 00:30 on Tuesday is Monday night's in every form the programme is published in: the sessions API and
 * programme.json (`day`), the frab XML (`<day date>`) and iCalendar (its note; the event keeps its real time).
 */
import type { AdminSession, OpenDataProgramme, Session } from '@cc/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, setupTestApp, signIn, type TestContext } from './helpers/test-app';
import { childrenNamed, parseXml, type XmlElement } from './helpers/xml-tree';

let ctx: TestContext;
let late: AdminSession;
let early: AdminSession;

async function createSession(fields: Record<string, unknown>, cookie: string): Promise<AdminSession> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/sessions',
    headers: { cookie },
    payload: { sessionDate: '2027-09-14', location: `Night Room ${fields.startTime}`, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminSession>();
}

beforeAll(async () => {
  ctx = await setupTestApp();
  const admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  late = await createSession({ title: 'Night owls: after midnight', startTime: '00:30', endTime: '01:15' }, admin);
  early = await createSession({ title: 'Early birds: at the day change', startTime: '04:00', endTime: '04:45' }, admin);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const eventsOfDay = (day: XmlElement) => childrenNamed(day, 'room').flatMap((room) => childrenNamed(room, 'event'));

/** The iCalendar event of a session, unfolded. */
function icsEvent(ics: string, sessionId: number): string {
  const unfolded = ics.replace(/\r\n /g, '');
  const event = unfolded.split('BEGIN:VEVENT').find((part) => part.includes(`UID:session-${sessionId}.`));
  if (!event) throw new Error(`no event for session ${sessionId}`);
  return event;
}

describe('a session at 00:30 (issue 34)', () => {
  it('is on Monday in the sessions API and programme.json, and keeps its own date and time', async () => {
    const session = (await get(`/api/sessions/${late.id}`)).json<Session>();
    expect(session).toMatchObject({ sessionDate: '2027-09-14', startTime: '00:30', day: 'Monday' });
    const programme = (await get('/api/open-data/programme.json')).json<OpenDataProgramme>();
    expect(programme.sessions.find((s) => s.id === late.id)).toMatchObject({ day: 'Monday', startTime: '00:30' });
    // 04:00 is the new day's first minute.
    expect(programme.sessions.find((s) => s.id === early.id)).toMatchObject({ day: 'Tuesday' });
  });

  it('is in Monday’s <day> of the frab XML, and a session at 04:00 in Tuesday’s', async () => {
    const xml = parseXml((await get('/api/open-data/schedule.xml')).body);
    const dayOf = (id: number) =>
      childrenNamed(xml, 'day').find((day) => eventsOfDay(day).some((event) => event.attributes.id === String(id)));
    expect(dayOf(late.id)?.attributes.date).toBe('2027-09-13');
    expect(dayOf(early.id)?.attributes.date).toBe('2027-09-14');
  });

  it('says in iCalendar that it is part of Monday’s programme, at its real time', async () => {
    const ics = (await get('/api/open-data/programme.ics')).body;
    const event = icsEvent(ics, late.id);
    // 00:30 in London in September (UTC+1) is 23:30 UTC the evening before.
    expect(event).toContain('DTSTART:20270913T233000Z');
    expect(event).toContain('DESCRIPTION:Part of the programme of Monday 13 September (it starts after midnight).');
    expect(icsEvent(ics, early.id)).not.toContain('Part of the programme of');
    const single = (await get(`/api/sessions/${late.id}/calendar.ics`)).body;
    expect(single.replace(/\r\n /g, '')).toContain('Part of the programme of Monday 13 September');
  });
});
