/**
 * Issue 27: merging two speakers ("Dr X" and "X") into one, with their sessions, presenter links, open-data person
 * ids and old address following; and a speaker on no session is not public.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminSession,
  AdminSpeaker,
  AdminSpeakerMergeResult,
  OpenDataProgramme,
  SpeakerDetail,
  SpeakerList,
} from '../src/contract/index';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';
import { child, childrenNamed, parseXml, type XmlElement } from './helpers/xml-tree';

let ctx: TestContext;
let admin: string;
let attendee: string;

beforeAll(async () => {
  ctx = await setupTestApp();
  admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  attendee = `cc_session=${await signIn(ctx.app, ATTENDEE)}`;
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, payload?: Record<string, unknown>, cookie = admin) {
  return ctx.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

async function createSpeaker(fields: Record<string, unknown>): Promise<AdminSpeaker> {
  const response = await call('POST', '/api/admin/speakers', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminSpeaker>();
}

let rooms = 0;
async function createSession(fields: Record<string, unknown>): Promise<AdminSession> {
  // A room and an hour of its own for each, so that no two of the test's sessions clash (issue 27), not even
  // through the speakers they share.
  rooms += 1;
  const hour = String(5 + rooms).padStart(2, '0');
  const response = await call('POST', '/api/admin/sessions', {
    sessionDate: '2027-09-14',
    startTime: `${hour}:00`,
    endTime: `${hour}:45`,
    location: `Test Room ${rooms}`,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminSession>();
}

/** The frab persons of one event: [name, id]. */
async function frabPersons(sessionId: number): Promise<[string, string][]> {
  const schedule = parseXml((await call('GET', '/api/open-data/schedule.xml', undefined, '')).body);
  const events = childrenNamed(schedule, 'day')
    .flatMap((day) => childrenNamed(day, 'room'))
    .flatMap((room) => childrenNamed(room, 'event'));
  const event = events.find((e: XmlElement) => e.attributes.id === String(sessionId));
  if (!event) throw new Error(`no event ${sessionId} in schedule.xml`);
  return childrenNamed(child(event, 'persons')!, 'person').map((p) => [p.text, p.attributes.id ?? '']);
}

describe('POST /api/admin/speakers/:id/merge', () => {
  it('moves the sessions, presenter links, person ids and address of the merged speaker to the kept one', async () => {
    const kept = await createSpeaker({ name: 'Dr Merle Keeper', affiliation: '' });
    const merged = await createSpeaker({
      name: 'Merle Keeper',
      bio: 'Speech and language therapist who writes about core vocabulary.',
      affiliation: 'Northfield AAC Service',
    });
    const other = await createSpeaker({ name: 'Cass Other' });
    const keptOnly = await createSession({ title: 'Merge: kept only', speakerIds: [kept.id] });
    const mergedOnly = await createSession({ title: 'Merge: merged only', speakerIds: [other.id, merged.id] });
    const both = await createSession({ title: 'Merge: both', speakerIds: [merged.id, kept.id] });

    const keptPerson = (await frabPersons(keptOnly.id))[0]!;
    expect(keptPerson[0]).toBe('Dr Merle Keeper');
    expect((await frabPersons(mergedOnly.id)).map(([name]) => name)).toEqual(['Cass Other', 'Merle Keeper']);

    const response = await call('POST', `/api/admin/speakers/${kept.id}/merge`, {
      speakerId: merged.id,
      version: kept.version,
      speakerVersion: merged.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<AdminSpeakerMergeResult>();
    expect(result.sessionsUpdated).toBe(2);
    expect(result.speaker).toMatchObject({
      id: kept.id,
      slug: kept.slug,
      name: 'Dr Merle Keeper',
      // Filled from the merged speaker, as the kept one had none.
      bio: 'Speech and language therapist who writes about core vocabulary.',
      affiliation: 'Northfield AAC Service',
      sessionCount: 3,
      version: kept.version + 1,
    });

    // Sessions name the kept speaker, in the merged speaker's place, once.
    const sessions = new Map(
      (await call('GET', '/api/admin/sessions')).json<{ sessions: AdminSession[] }>().sessions.map((s) => [s.id, s]),
    );
    expect(sessions.get(mergedOnly.id)?.presenters).toEqual(['Cass Other', 'Dr Merle Keeper']);
    expect(sessions.get(both.id)?.presenters).toEqual(['Dr Merle Keeper']);

    // The frab XML: the same person id as the kept speaker's wherever the merged one was.
    expect(await frabPersons(mergedOnly.id)).toEqual([
      [expect.any(String), expect.any(String)],
      ['Dr Merle Keeper', keptPerson[1]],
    ]);
    expect(await frabPersons(both.id)).toEqual([['Dr Merle Keeper', keptPerson[1]]]);
    const json = (await call('GET', '/api/open-data/programme.json', undefined, '')).json<OpenDataProgramme>();
    expect(JSON.stringify(json)).not.toContain('"Merle Keeper"');

    // The kept speaker's page lists all three; the merged speaker is gone from the list.
    const page = (await call('GET', `/api/speakers/${kept.slug}`, undefined, '')).json<SpeakerDetail>();
    expect(page.sessions.map((s) => s.title).sort()).toEqual(['Merge: both', 'Merge: kept only', 'Merge: merged only']);
    const list = (await call('GET', '/api/speakers', undefined, '')).json<SpeakerList>();
    expect(list.speakers.map((s) => s.slug)).not.toContain(merged.slug);

    // The old address leads to the kept speaker, in the app and in the API.
    const oldPage = await call('GET', `/speakers/${merged.slug}`, undefined, '');
    expect(oldPage.statusCode).toBe(308);
    expect(oldPage.headers.location).toBe(`/speakers/${kept.slug}`);
    const oldApi = await call('GET', `/api/speakers/${merged.slug}`, undefined, '');
    expect(oldApi.statusCode).toBe(308);
    expect(oldApi.headers.location).toBe(`/api/speakers/${kept.slug}`);

    // Audited with both speakers as they were.
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select(['action', 'entityId'])
      .where('action', '=', 'speaker.merge')
      .where('entityId', '=', String(kept.id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('carries earlier redirects along when the kept speaker is merged again', async () => {
    const a = await createSpeaker({ name: 'Rae Chain A' });
    const b = await createSpeaker({ name: 'Rae Chain B' });
    const c = await createSpeaker({ name: 'Rae Chain C' });
    await createSession({ title: 'Chain session', speakerIds: [a.id, b.id] });
    expect(
      (await call('POST', `/api/admin/speakers/${b.id}/merge`, { speakerId: a.id, version: 1, speakerVersion: 1 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/admin/speakers/${c.id}/merge`, { speakerId: b.id, version: 1, speakerVersion: 2 }))
        .statusCode,
    ).toBe(200);
    for (const slug of [a.slug, b.slug]) {
      expect((await call('GET', `/speakers/${slug}`, undefined, '')).headers.location).toBe(`/speakers/${c.slug}`);
    }
  });

  it('refuses a merge into itself, an unknown speaker, stale versions, extra fields and non-admins', async () => {
    const x = await createSpeaker({ name: 'Ivo Refusal' });
    const y = await createSpeaker({ name: 'Ivo Refusal Two' });
    const self = await call('POST', `/api/admin/speakers/${x.id}/merge`, {
      speakerId: x.id,
      version: 1,
      speakerVersion: 1,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Choose another speaker to merge into this one.');
    const unknown = await call('POST', `/api/admin/speakers/${x.id}/merge`, {
      speakerId: 2_000_000,
      version: 1,
      speakerVersion: 1,
    });
    expect(unknown.statusCode).toBe(404);
    const stale = await call('POST', `/api/admin/speakers/${x.id}/merge`, {
      speakerId: y.id,
      version: 1,
      speakerVersion: 9,
    });
    expect(stale.statusCode).toBe(409);
    const extra = await call('POST', `/api/admin/speakers/${x.id}/merge`, {
      speakerId: y.id,
      version: 1,
      speakerVersion: 1,
      name: 'x',
    });
    expect(extra.statusCode).toBe(400);
    const body = { speakerId: y.id, version: 1, speakerVersion: 1 };
    expect((await call('POST', `/api/admin/speakers/${x.id}/merge`, body, attendee)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/speakers/${x.id}/merge`, body, '')).statusCode).toBe(401);
    // Nothing changed.
    expect((await call('GET', '/api/admin/speakers')).json<{ speakers: AdminSpeaker[] }>().speakers).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: y.id, version: 1 })]),
    );
  });
});

describe('a speaker on no session', () => {
  it('has no public page, is not listed and is not in the open data', async () => {
    const lone = await createSpeaker({ name: 'Noa Nosession', bio: 'Not presenting this year.' });
    const page = await call('GET', `/api/speakers/${lone.slug}`, undefined, '');
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('No speaker has this address. Find them on the speakers page.');
    const list = (await call('GET', '/api/speakers', undefined, '')).json<SpeakerList>();
    expect(list.speakers.map((s) => s.slug)).not.toContain(lone.slug);
    expect((await call('GET', '/api/open-data/schedule.xml', undefined, '')).body).not.toContain('Noa Nosession');
    expect((await call('GET', '/api/open-data/programme.json', undefined, '')).body).not.toContain('Noa Nosession');

    // Once on a session they are public; off it again, not.
    const session = await createSession({ title: 'Noa presents', speakerIds: [lone.id] });
    expect((await call('GET', `/api/speakers/${lone.slug}`, undefined, '')).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/sessions/${session.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/speakers/${lone.slug}`, undefined, '')).statusCode).toBe(404);
  });
});
