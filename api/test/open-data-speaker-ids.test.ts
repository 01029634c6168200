/**
 * Issue 30, open data: speakers keep their identity in the published programme. A rename keeps the frab person's
 * id and guid; programme.json names each session's speakers by id and slug; a speaker's address comes from their
 * name, never from how many speakers were added before them; the addresses an earlier rule gave keep working; and
 * a session after midnight does not make two frab days overlap.
 */
import type { AdminSession, AdminSpeaker, OpenDataProgramme } from '@cc/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDown, migrateToLatest } from '../src/db/migrate';
import { slugBase } from '../src/modules/speakers/speaker-slug';
import { ADMIN, setupTestApp, signIn, type TestContext } from './helpers/test-app';
import { child, childrenNamed, parseXml, type XmlElement } from './helpers/xml-tree';
import { frabSchemaErrors } from './helpers/xsd';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await setupTestApp();
  admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, payload?: Record<string, unknown>, cookie = admin) {
  return ctx.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

async function createSpeaker(name: string): Promise<AdminSpeaker> {
  const response = await call('POST', '/api/admin/speakers', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminSpeaker>();
}

async function deleteSpeaker(id: number): Promise<void> {
  expect((await call('DELETE', `/api/admin/speakers/${id}`)).statusCode).toBe(200);
}

let rooms = 0;
async function createSession(fields: Record<string, unknown>): Promise<AdminSession> {
  // A room of its own for each, so that no two of the test's sessions clash.
  rooms += 1;
  const response = await call('POST', '/api/admin/sessions', {
    sessionDate: '2027-09-14',
    startTime: '07:00',
    endTime: '07:45',
    location: `Identity Room ${rooms}`,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminSession>();
}

const schedule = async () => parseXml((await call('GET', '/api/open-data/schedule.xml', undefined, '')).body);
const programme = async () =>
  (await call('GET', '/api/open-data/programme.json', undefined, '')).json<OpenDataProgramme>();

const eventsOfDay = (day: XmlElement) => childrenNamed(day, 'room').flatMap((room) => childrenNamed(room, 'event'));
const eventsOf = (root: XmlElement) => childrenNamed(root, 'day').flatMap(eventsOfDay);

/** The frab persons of one event: name, id and guid. */
async function frabPersons(sessionId: number) {
  const event = eventsOf(await schedule()).find((e) => e.attributes.id === String(sessionId));
  if (!event) throw new Error(`no event ${sessionId} in schedule.xml`);
  return childrenNamed(child(event, 'persons')!, 'person').map((p) => ({
    name: p.text,
    id: p.attributes.id,
    guid: p.attributes.guid,
  }));
}

describe('a renamed speaker in the open data (issue 30)', () => {
  it('keeps their frab person id and guid, with the new name', async () => {
    const speaker = await createSpeaker('Orla Before');
    const other = await createSpeaker('Pim Alongside');
    const session = await createSession({ title: 'Identity: rename', speakerIds: [other.id, speaker.id] });
    const before = await frabPersons(session.id);
    expect(before.map((p) => p.name)).toEqual(['Pim Alongside', 'Orla Before']);
    expect(before[1]?.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const renamed = await call('PATCH', `/api/admin/speakers/${speaker.id}`, { version: 1, name: 'Orla After' });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const after = await frabPersons(session.id);
    expect(after).toEqual([before[0], { name: 'Orla After', id: before[1]?.id, guid: before[1]?.guid }]);
    // The id is the speaker's own, the one the admin API and programme.json use.
    expect(after[1]?.id).toBe(String(speaker.id));
  });

  it('is named by id and slug among the speakers of their sessions in programme.json', async () => {
    const speaker = await createSpeaker('Quin Listed');
    const session = await createSession({ title: 'Identity: listed', speakerIds: [speaker.id] });
    const listed = (await programme()).sessions.find((s) => s.id === session.id);
    expect(listed?.speakers).toEqual([{ id: speaker.id, slug: 'quin-listed', name: 'Quin Listed' }]);

    await call('PATCH', `/api/admin/speakers/${speaker.id}`, { version: 1, name: 'Quin Renamed' });
    const data = await programme();
    const renamed = data.sessions.find((s) => s.id === session.id);
    expect(renamed?.speakers).toEqual([{ id: speaker.id, slug: 'quin-listed', name: 'Quin Renamed' }]);
    expect(renamed?.presenters).toEqual(['Quin Renamed']);
    // Every session says who its speakers are, in presenter order; one without speakers has an empty list.
    for (const s of data.sessions) expect(s.speakers.map((ref) => ref.name)).toEqual(s.presenters);
    expect(data.sessions.some((s) => s.speakers.length === 0)).toBe(true);
  });
});

describe('speaker addresses (issue 30)', () => {
  const NON_LATIN = ['李小龍', 'Σωκράτης Παπαδόπουλος', 'محمد علي', 'Ирина Петрова'];

  it('come from the name for non-Latin names, whatever order the speakers are added in', async () => {
    const first = new Map<string, string>();
    for (const name of NON_LATIN) first.set(name, (await createSpeaker(name)).slug);
    expect(new Set(first.values()).size).toBe(NON_LATIN.length);
    for (const slug of first.values()) expect(slug).toMatch(/^speaker-[0-9a-f]{8}$/);

    // Another deployment seeded the other way round: remove them and add them again in reverse order.
    const listed = (await call('GET', '/api/admin/speakers')).json<{ speakers: AdminSpeaker[] }>().speakers;
    for (const speaker of listed.filter((s) => NON_LATIN.includes(s.name))) await deleteSpeaker(speaker.id);
    const again = new Map<string, string>();
    for (const name of [...NON_LATIN].reverse()) again.set(name, (await createSpeaker(name)).slug);
    expect(again).toEqual(first);

    // A name typed in the session editor gets the same address as one added in the speakers editor.
    const typed = listed.find((s) => s.name === '李小龍');
    const afterReAdd = (await call('GET', '/api/admin/speakers')).json<{ speakers: AdminSpeaker[] }>().speakers;
    await deleteSpeaker(afterReAdd.find((s) => s.name === '李小龍')!.id);
    const session = await createSession({ title: 'Identity: typed', speaker: '李小龍' });
    expect(session.speakers?.[0]?.slug).toBe(typed?.slug);
    const page = await call('GET', `/api/speakers/${typed?.slug}`, undefined, '');
    expect(page.statusCode).toBe(200);
  });

  it('tell apart names that reduce to the same letters by the name, not by a count of earlier ones', async () => {
    const plain = await createSpeaker('Zoë Ng');
    expect(plain.slug).toBe('zoe-ng');
    const slugsInOrder = async (names: string[]) => {
      const made = [];
      for (const name of names) made.push(await createSpeaker(name));
      const slugs = new Map(made.map((s) => [s.name, s.slug]));
      for (const speaker of made) await deleteSpeaker(speaker.id);
      return slugs;
    };
    const one = await slugsInOrder(['Zoe Ng', 'Zoé Ng']);
    const other = await slugsInOrder(['Zoé Ng', 'Zoe Ng']);
    expect(other).toEqual(one);
    for (const slug of one.values()) expect(slug).toMatch(/^zoe-ng-[0-9a-f]{8}$/);
    expect(new Set(one.values()).size).toBe(2);
  });
});

describe('migration 2026-11-27-0061 (speaker slugs by name)', () => {
  it('gives numbered speakers the address of their name and keeps the old addresses working', async () => {
    // Back to before 0061 (later migrations go first, and come back with it below).
    const undone: string[] = [];
    for (let step = 0; step < 10 && !undone.includes('2026-11-27-0061-speaker-slugs-by-name'); step += 1) {
      undone.push(...(await migrateDown(ctx.db)));
    }
    expect(undone.at(-1)).toBe('2026-11-27-0061-speaker-slugs-by-name');
    const rows = await ctx.db
      .insertInto('speakers')
      .values([
        { slug: 'speaker', name: '山田太郎' },
        { slug: 'speaker-2', name: 'Αλέξανδρος Νικολάου' },
        { slug: 'rhys-moss', name: 'Rhys Moss' },
        { slug: 'rhys-moss-2', name: 'Rhys Möss' },
        // Renamed after the slug was made: its address is left alone.
        { slug: 'speaker-3', name: 'Now Latin' },
      ])
      .returning(['id', 'name'])
      .execute();
    const [session] = await ctx.db
      .insertInto('sessions')
      .values({ title: 'Identity: migrated', presenters: rows.map((r) => r.name) })
      .returning('id')
      .execute();
    await ctx.db
      .insertInto('sessionSpeakers')
      .values(rows.map((row, position) => ({ sessionId: session!.id, speakerId: row.id, position })))
      .execute();

    await migrateToLatest(ctx.db);
    const slugs = await ctx.db
      .selectFrom('speakers')
      .select(['name', 'slug'])
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('id')
      .execute();
    expect(slugs).toEqual([
      { name: '山田太郎', slug: slugBase('山田太郎') },
      { name: 'Αλέξανδρος Νικολάου', slug: slugBase('Αλέξανδρος Νικολάου') },
      { name: 'Rhys Moss', slug: 'rhys-moss' },
      { name: 'Rhys Möss', slug: expect.stringMatching(/^rhys-moss-[0-9a-f]{8}$/) },
      { name: 'Now Latin', slug: 'speaker-3' },
    ]);
    expect(slugs[0]?.slug).toMatch(/^speaker-[0-9a-f]{8}$/);

    for (const [old, now] of [
      ['speaker', slugs[0]!.slug],
      ['speaker-2', slugs[1]!.slug],
      ['rhys-moss-2', slugs[3]!.slug],
    ]) {
      const api = await call('GET', `/api/speakers/${old}`, undefined, '');
      expect(api.statusCode, old).toBe(308);
      expect(api.headers.location).toBe(`/api/speakers/${now}`);
      const page = await call('GET', `/speakers/${old}`, undefined, '');
      expect(page.statusCode, old).toBe(308);
      expect(page.headers.location).toBe(`/speakers/${now}`);
      expect((await call('GET', `/api/speakers/${now}`, undefined, '')).statusCode).toBe(200);
    }

    // A new speaker never takes an address that leads elsewhere.
    const newcomer = await createSpeaker('Speaker');
    expect(newcomer.slug).not.toBe('speaker');
  });
});

describe('frab days with a session after midnight (issue 30)', () => {
  it('do not overlap: a session at 00:30 belongs to the day before, and the document stays valid', async () => {
    const late = await createSession({
      title: 'Identity: after midnight',
      sessionDate: '2027-09-14',
      startTime: '00:30',
      endTime: '01:15',
    });
    const xml = (await call('GET', '/api/open-data/schedule.xml', undefined, '')).body;
    expect(await frabSchemaErrors(xml)).toEqual([]);
    const days = childrenNamed(parseXml(xml), 'day');
    for (let i = 1; i < days.length; i++) {
      const previousEnd = Date.parse(days[i - 1]!.attributes.end!);
      expect(Date.parse(days[i]!.attributes.start!), `day ${i + 1}`).toBeGreaterThanOrEqual(previousEnd);
    }
    const holder = days.find((day) => eventsOfDay(day).some((e) => e.attributes.id === String(late.id)))!;
    expect(holder.attributes.date).toBe('2027-09-13');
    const event = eventsOfDay(holder).find((e) => e.attributes.id === String(late.id))!;
    expect(child(event, 'date')?.text).toBe('2027-09-14T00:30:00+01:00');
    expect(child(event, 'start')?.text).toBe('00:30');
  });
});
