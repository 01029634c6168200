import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, SessionList, SponsorList, VenueList } from '../src/contract/index';
import { seedSessions } from '../src/seed/data/sessions';
import { seedSponsors } from '../src/seed/data/sponsors';
import { seedVenues } from '../src/seed/data/venues';
import { setupTestApp, type TestContext } from './helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function listSessions(): Promise<SessionList> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/sessions' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Group of a session in programme order, to check the sequence without depending on seed details. */
function groupOf(session: Session): number {
  if (/ice[\s-]?breaker/i.test(session.title)) return 0;
  if (/research evidence/i.test(session.title)) return 1;
  const label = session.track ?? session.sessionNumber ?? '';
  if (label === 'M1') return 2;
  if (label === 'Keynote') return 3;
  if (/^[1-9]\.\d+$/.test(label)) return 4;
  if (/^P\d+$/.test(label)) return 5;
  return 6;
}

describe('GET /api/sessions', () => {
  it('returns every seeded session once, with the total', async () => {
    const list = await listSessions();
    const distinct = new Set(
      seedSessions.map((s) => `${s.title.trim().toLowerCase()}|${(s.track ?? '').toLowerCase()}`),
    );
    expect(list.total).toBe(list.sessions.length);
    expect(list.total).toBe(distinct.size);
    expect(list.total).toBeGreaterThanOrEqual(120);
  });

  it('is in programme order: icebreaker, research evidence, M1, Keynote, 1.x–9.x, P1–P34, the rest', async () => {
    const { sessions } = await listSessions();
    expect(sessions[0]?.title).toMatch(/icebreaker/i);
    expect(sessions[1]?.title).toMatch(/research evidence/i);
    const groups = sessions.map(groupOf);
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    // Numbered tracks compare as numbers, posters likewise.
    const numbered = sessions.filter((s) => groupOf(s) === 4).map((s) => s.track!);
    const key = (track: string) => track.split('.').map(Number) as [number, number];
    for (let i = 1; i < numbered.length; i++) {
      const [a1, a2] = key(numbered[i - 1]!);
      const [b1, b2] = key(numbered[i]!);
      expect(a1 < b1 || (a1 === b1 && a2 <= b2), `${numbered[i - 1]} before ${numbered[i]}`).toBe(true);
    }
    const posters = sessions.filter((s) => groupOf(s) === 5).map((s) => Number(s.track!.slice(1)));
    expect(posters).toEqual([...posters].sort((a, b) => a - b));
    expect(posters.length).toBe(34);
    // Keynotes tie on track: by date, then time.
    const keynotes = sessions.filter((s) => s.track === 'Keynote');
    const when = keynotes.map((s) => `${s.sessionDate} ${s.startTime}`);
    expect(when).toEqual([...when].sort());
  });

  it('resolves derived fields on the server', async () => {
    const { sessions } = await listSessions();
    const withPresenters = sessions.find((s) => s.presenters.length > 1)!;
    expect(withPresenters.speaker).toBe(withPresenters.presenters.join('; '));
    for (const session of sessions) {
      expect(session.category).toBe(session.topicCategory ?? session.sessionFormat ?? 'General');
      if (session.startTime) expect(session.startTime).toMatch(/^\d{2}:\d{2}$/);
      if (session.sessionDate) expect(['Monday', 'Tuesday']).toContain(session.day);
    }
    const keynote = sessions.find((s) => s.track === 'Keynote' && s.description && s.abstractContent);
    if (keynote) {
      const row = seedSessions.find((s) => s.title === keynote.title)!;
      expect(keynote.description).toBe(row.description ?? row.abstractContent);
    }
    const other = sessions.find((s) => s.track !== 'Keynote' && s.abstractContent && s.description);
    expect(other?.description).toBe(other?.abstractContent);
    expect(sessions.some((s) => s.status === 'cancelled' && s.cancellationNotes)).toBe(true);
    expect(sessions.some((s) => s.endTime === null)).toBe(true);
  });

  it('drops duplicates (same title and track, any case or spacing) and untitled sessions', async () => {
    const before = await listSessions();
    const original = before.sessions.find((s) => s.track === '3.2')!;
    const inserted = await ctx.db
      .insertInto('sessions')
      .values([
        { title: `  ${original.title.toUpperCase()} `, track: ' 3.2', sessionDate: '2027-09-13', startTime: '08:00' },
        { title: '   ', track: '9.9', sessionDate: '2027-09-13', startTime: '08:00' },
      ])
      .returning('id')
      .execute();
    try {
      const after = await listSessions();
      expect(after.total).toBe(before.total);
      expect(after.sessions.filter((s) => s.track === '3.2').map((s) => s.id)).toEqual([original.id]);
    } finally {
      await ctx.db
        .deleteFrom('sessions')
        .where(
          'id',
          'in',
          inserted.map((row) => row.id),
        )
        .execute();
    }
  });
});

describe('GET /api/sessions/:key', () => {
  it('finds a session by numeric id', async () => {
    const { sessions } = await listSessions();
    const target = sessions[5]!;
    const response = await ctx.app.inject({ method: 'GET', url: `/api/sessions/${target.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(target);
  });

  it('finds a session by session number (case-insensitive)', async () => {
    const { sessions } = await listSessions();
    const target = sessions.find(
      (s) => s.sessionNumber && /[a-z]/i.test(s.sessionNumber) && s.sessionNumber !== s.track,
    )!;
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/sessions/${encodeURIComponent(target.sessionNumber!.toLowerCase())}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(target.id);
  });

  it('finds a session by track label, the earliest when a track has several', async () => {
    const { sessions } = await listSessions();
    const keynotes = sessions.filter((s) => s.track === 'Keynote');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/sessions/Keynote' });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(keynotes[0]!.id);

    const poster = await ctx.app.inject({ method: 'GET', url: '/api/sessions/P12' });
    expect(poster.json()).toMatchObject({ track: 'P12' });
  });

  it('answers 404 SESSION_NOT_FOUND for an unknown key', async () => {
    for (const key of ['999999', 'Z9', '99999999999999999999']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/sessions/${key}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, code: 'SESSION_NOT_FOUND', message: 'Session not found' });
    }
  });
});

describe('GET /api/venues and /api/sponsors', () => {
  it('serves the ten venues of the spec, then the other places the programme uses, with access information as text', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/venues' });
    expect(response.statusCode).toBe(200);
    const { venues } = response.json() as VenueList;
    expect(venues.map((v) => v.slug)).toEqual(seedVenues.map((v) => v.slug));
    const rooms = venues.slice(0, 10);
    expect(rooms.map((v) => v.capacity)).toEqual([390, 80, 59, 26, 67, 90, 60, 180, 50, 52]);
    expect(new Set(rooms.map((v) => v.building)).size).toBe(5);
    expect(venues.slice(10).map((v) => v.name)).toEqual([
      'Rowan Centre foyer',
      'Northgate Boathouse',
      'Central Square information point',
    ]);
    for (const venue of venues) {
      for (const detail of [venue.stepFreeRoute, venue.lifts, venue.toilets, venue.hearingLoop, venue.quietSpace]) {
        expect(detail.trim().length, venue.name).toBeGreaterThan(0);
      }
    }
  });

  it('puts every seeded session with a place in a venue, social events included, so each has access details', async () => {
    const { sessions } = (await ctx.app.inject({ method: 'GET', url: '/api/sessions' })).json() as {
      sessions: { title: string; location: string | null; venueId: number | null }[];
    };
    const placed = sessions.filter((s) => s.location !== null);
    expect(placed.length).toBeGreaterThan(100);
    expect(placed.filter((s) => s.venueId === null).map((s) => s.title)).toEqual([]);
  });

  it('serves the 19 sponsors in order with logo URLs under /static/sponsors/', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/sponsors' });
    expect(response.statusCode).toBe(200);
    const { sponsors } = response.json() as SponsorList;
    expect(sponsors).toHaveLength(19);
    expect(sponsors.map((s) => s.name)).toEqual(seedSponsors.map((s) => s.name));
    expect(sponsors[0]?.logoUrl).toBe(`/static/sponsors/${seedSponsors[0]!.logoFile}`);
    expect(sponsors.filter((s) => s.logoStyle === 'background').map((s) => s.name)).toEqual(
      expect.arrayContaining(['Smile Smart Technology', 'CandLE']),
    );
  });
});
