/**
 * Speakers as records (issues 18 and 21): the public list and pages, the admin editor (validation, the admin
 * guard, edit conflicts, audit), sessions choosing speakers from the list, and the migration's backfill.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession, AdminSpeaker, Session, SpeakerDetail, SpeakerList } from '../src/contract/index';
import { migrateDown, migrateToLatest } from '../src/db/migrate';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

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

async function createSession(fields: Record<string, unknown>): Promise<AdminSession> {
  const response = await call('POST', '/api/admin/sessions', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminSession>();
}

async function auditOf(entityId: number) {
  return ctx.db
    .selectFrom('auditLog')
    .select(['action', 'before', 'after'])
    .where('entity', '=', 'speaker')
    .where('entityId', '=', String(entityId))
    .orderBy('id')
    .execute();
}

describe('the seed', () => {
  it('makes every presenter a speaker linked to their sessions in order', async () => {
    const sessions = (await call('GET', '/api/sessions', undefined, '')).json<{ sessions: Session[] }>().sessions;
    const withPresenters = sessions.filter((session) => session.presenters.length > 0);
    expect(withPresenters.length).toBeGreaterThan(10);
    for (const session of withPresenters) {
      expect(session.speakers?.map((speaker) => speaker.name)).toEqual(session.presenters);
    }
    const page = (await call('GET', '/api/speakers/ishbel-moncrieff', undefined, '')).json<SpeakerDetail>();
    expect(page).toMatchObject({ name: 'Ishbel Moncrieff', affiliation: 'Talking Together Trust' });
    expect(page.bio).toMatch(/chairs the trustees/);
    expect(page.sessions.length).toBeGreaterThan(1);
  });
});

describe('GET /api/speakers and /api/speakers/:slug', () => {
  it('lists speakers by name with their session counts, public and revalidated with an ETag', async () => {
    const response = await call('GET', '/api/speakers', undefined, '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers['set-cookie']).toBeUndefined();
    const { speakers } = response.json<SpeakerList>();
    expect(speakers.length).toBeGreaterThan(10);
    const names = speakers.map((speaker) => speaker.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    expect(speakers.every((speaker) => speaker.sessionCount >= 1)).toBe(true);

    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/speakers',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("shows a speaker's bio and sessions, each naming its speakers", async () => {
    const speaker = await createSpeaker({ name: 'Orla Page', bio: 'Speech and language therapist.' });
    const session = await createSession({ title: 'Page test session', speakerIds: [speaker.id] });
    const response = await call('GET', `/api/speakers/${speaker.slug}`, undefined, '');
    expect(response.statusCode).toBe(200);
    const detail = response.json<SpeakerDetail>();
    expect(detail).toMatchObject({ name: 'Orla Page', slug: 'orla-page', bio: 'Speech and language therapist.' });
    expect(detail.sessions.map((s) => s.id)).toEqual([session.id]);
    expect(detail.sessions[0]?.speakers).toEqual([{ id: speaker.id, slug: 'orla-page', name: 'Orla Page' }]);
    const listed = (await call('GET', '/api/speakers', undefined, '')).json<SpeakerList>().speakers;
    expect(listed.find((s) => s.slug === 'orla-page')).toMatchObject({ sessionCount: 1, affiliation: null });
  });

  it('answers 404 for an unknown slug and 400 for one that cannot be a slug', async () => {
    const missing = await call('GET', '/api/speakers/nobody-at-all', undefined, '');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'SPEAKER_NOT_FOUND' });
    expect((await call('GET', '/api/speakers/Not%20A%20Slug', undefined, '')).statusCode).toBe(400);
  });
});

describe('/api/admin/speakers', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/speakers', undefined, '')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/speakers', undefined, attendee)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/speakers', { name: 'Sneaky' }, attendee)).statusCode).toBe(403);
  });

  it('creates a speaker, audited, with a slug from the name', async () => {
    const speaker = await createSpeaker({
      name: '  Dr Zoë   Quill ',
      bio: 'Bio.',
      affiliation: 'Northgate University',
    });
    expect(speaker).toMatchObject({
      name: 'Dr Zoë Quill',
      slug: 'dr-zoe-quill',
      bio: 'Bio.',
      affiliation: 'Northgate University',
      sessionCount: 0,
      version: 1,
    });
    expect((await auditOf(speaker.id)).map((row) => row.action)).toEqual(['speaker.create']);
    const list = (await call('GET', '/api/admin/speakers')).json<{ speakers: AdminSpeaker[] }>().speakers;
    expect(list.some((s) => s.id === speaker.id)).toBe(true);
  });

  it('refuses what a person must correct, with a message saying what', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{}, 400, /name/i],
      [{ name: '   ' }, 400, /Name is required/],
      [{ name: 'A; B' }, 400, /name/i],
      [{ name: 'x'.repeat(201) }, 400, /name/i],
      [{ name: 'Fine', status: 'x' }, 400, /"status" is not a speaker field/],
      [{ name: 'dr zoë quill' }, 409, /already a speaker called "Dr Zoë Quill"/],
    ];
    for (const [body, status, message] of cases) {
      const response = await call('POST', '/api/admin/speakers', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
  });

  it('renames a speaker everywhere their sessions show them, keeping the slug', async () => {
    const speaker = await createSpeaker({ name: 'Rena Old' });
    const other = await createSpeaker({ name: 'Kit Second' });
    const session = await createSession({ title: 'Rename test', speakerIds: [other.id, speaker.id] });
    const response = await call('PATCH', `/api/admin/speakers/${speaker.id}`, {
      version: 1,
      name: 'Rena New',
      bio: 'Now with a bio.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Rena New', slug: 'rena-old', version: 2, sessionCount: 1 });
    const shown = (await call('GET', `/api/sessions/${session.id}`, undefined, '')).json<Session>();
    expect(shown.presenters).toEqual(['Kit Second', 'Rena New']);
    expect(shown.speaker).toBe('Kit Second; Rena New');
    // The session's version moved on: an editor open on it cannot save the old names back.
    const stale = await call('PATCH', `/api/admin/sessions/${session.id}`, { version: session.version, title: 'x' });
    expect(stale.statusCode).toBe(409);
    const audit = await auditOf(speaker.id);
    expect(audit.map((row) => row.action)).toEqual(['speaker.create', 'speaker.update']);
    expect(audit[1]?.before).toMatchObject({ name: 'Rena Old' });
    expect(audit[1]?.after).toMatchObject({ name: 'Rena New', bio: 'Now with a bio.' });
  });

  it('tells an editor working from an old version, and answers 404 for a speaker that is gone', async () => {
    const speaker = await createSpeaker({ name: 'Con Flict' });
    expect((await call('PATCH', `/api/admin/speakers/${speaker.id}`, { version: 1, bio: 'First' })).statusCode).toBe(
      200,
    );
    const stale = await call('PATCH', `/api/admin/speakers/${speaker.id}`, { version: 1, bio: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', message: expect.stringMatching(/Reload/) });
    expect((await call('PATCH', '/api/admin/speakers/999999', { version: 1, bio: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/speakers/${speaker.id}`, { bio: 'x' })).statusCode).toBe(400);
  });

  it('deletes a speaker, saying how many sessions lost them; the sessions keep their other speakers', async () => {
    const gone = await createSpeaker({ name: 'Del Eted' });
    const stays = await createSpeaker({ name: 'Stay Ing' });
    const session = await createSession({ title: 'Delete test', speakerIds: [gone.id, stays.id] });
    const listed = (await call('GET', '/api/admin/speakers')).json<{ speakers: AdminSpeaker[] }>().speakers;
    expect(listed.find((s) => s.id === gone.id)?.sessionCount).toBe(1);
    const response = await call('DELETE', `/api/admin/speakers/${gone.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sessionsUpdated: 1 });
    const shown = (await call('GET', `/api/sessions/${session.id}`, undefined, '')).json<Session>();
    expect(shown.presenters).toEqual(['Stay Ing']);
    expect((await call('GET', `/api/speakers/${gone.slug}`, undefined, '')).statusCode).toBe(404);
    expect((await auditOf(gone.id)).map((row) => row.action)).toEqual(['speaker.create', 'speaker.delete']);
    expect((await call('DELETE', `/api/admin/speakers/${gone.id}`)).statusCode).toBe(404);
  });
});

describe('sessions and their speakers', () => {
  it('links speakers chosen from the list in order, and refuses unknown ids or both ways at once', async () => {
    const a = await createSpeaker({ name: 'Alpha Order' });
    const b = await createSpeaker({ name: 'Beta Order' });
    const session = await createSession({ title: 'Order test', speakerIds: [b.id, a.id] });
    expect(session.presenters).toEqual(['Beta Order', 'Alpha Order']);
    expect(session.speakers?.map((s) => s.id)).toEqual([b.id, a.id]);

    const edited = await call('PATCH', `/api/admin/sessions/${session.id}`, {
      version: session.version,
      speakerIds: [a.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ presenters: ['Alpha Order'], version: session.version + 1 });

    const unknown = await call('PATCH', `/api/admin/sessions/${session.id}`, {
      version: session.version + 1,
      speakerIds: [999999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_SPEAKER' });
    const both = await call('POST', '/api/admin/sessions', { title: 'x', speaker: 'A', speakerIds: [a.id] });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toMatch(/not both/);
  });

  it('answers admins adding one name at the same moment without a server error', async () => {
    for (let round = 0; round < 5; round++) {
      const name = `Simultaneous Speaker ${round}`;
      const answers = await Promise.all([
        ...[1, 2, 3].map(() => call('POST', '/api/admin/speakers', { name })),
        ...[1, 2, 3].map((n) => call('POST', '/api/admin/sessions', { title: `Typed ${round}.${n}`, speaker: name })),
      ]);
      for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
      const listed = (await call('GET', '/api/admin/speakers')).json<{ speakers: AdminSpeaker[] }>().speakers;
      const slugs = listed.filter((speaker) => speaker.name === name).map((speaker) => speaker.slug);
      expect(slugs.length).toBeGreaterThan(0);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('makes a new speaker of a name typed in the session editor, and reuses one that exists', async () => {
    const session = await createSession({ title: 'Typed names', speaker: 'Alpha Order; Brand New Person' });
    const [existing, made] = session.speakers ?? [];
    expect(existing?.name).toBe('Alpha Order');
    expect(made).toMatchObject({ name: 'Brand New Person', slug: 'brand-new-person' });
    const page = (await call('GET', '/api/speakers/brand-new-person', undefined, '')).json<SpeakerDetail>();
    expect(page.sessions.map((s) => s.title)).toEqual(['Typed names']);
  });

  it('keeps programme search by presenter name working (the public JSON still carries the names)', async () => {
    const sessions = (await call('GET', '/api/sessions', undefined, '')).json<{ sessions: Session[] }>().sessions;
    const found = sessions.find((s) => s.title === 'Typed names');
    expect(found?.presenters).toEqual(['Alpha Order', 'Brand New Person']);
    expect(found?.speaker).toBe('Alpha Order; Brand New Person');
  });
});

describe('migration 2026-11-26-0035 (speakers)', () => {
  it('backfills one speaker per presenter name and links each session to its presenters in order', async () => {
    // Undo the later migrations and this one (dropping speakers and session_speakers), then run them again.
    let undone: string[] = [];
    for (let step = 0; step < 50 && !undone.includes('2026-11-26-0035-speakers'); step++) {
      undone = await migrateDown(ctx.db);
    }
    expect(undone).toEqual(['2026-11-26-0035-speakers']);
    const [first, second] = await ctx.db
      .insertInto('sessions')
      .values([
        { title: 'Backfill one', presenters: ['Same Name', ' Other Person ', 'Same Name'] },
        { title: 'Backfill two', presenters: ['Other Person'] },
      ])
      .returning('id')
      .execute();
    await migrateToLatest(ctx.db);
    const links = await ctx.db
      .selectFrom('sessionSpeakers')
      .innerJoin('speakers', 'speakers.id', 'sessionSpeakers.speakerId')
      .select(['sessionSpeakers.sessionId', 'speakers.name', 'speakers.slug', 'sessionSpeakers.position'])
      .where('sessionSpeakers.sessionId', 'in', [first!.id, second!.id])
      .orderBy('sessionSpeakers.sessionId')
      .orderBy('sessionSpeakers.position')
      .execute();
    expect(links.map(({ sessionId, name, slug, position }) => [sessionId, name, slug, position])).toEqual([
      [first!.id, 'Same Name', 'same-name', 0],
      [first!.id, 'Other Person', 'other-person', 1],
      [second!.id, 'Other Person', 'other-person', 0],
    ]);
    // The seeded programme came back too: every presenter of every session is linked.
    const unlinked = await ctx.db
      .selectFrom('sessions')
      .select('id')
      .where(({ eb, fn, selectFrom }) =>
        eb(
          fn<number>('cardinality', ['presenters']),
          '>',
          selectFrom('sessionSpeakers')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('sessionSpeakers.sessionId', '=', 'sessions.id'),
        ),
      )
      .where('title', '!=', 'Backfill one')
      .execute();
    expect(unlinked).toEqual([]);
  });
});
