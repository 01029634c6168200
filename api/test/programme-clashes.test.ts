/**
 * Clashes caught where they are made (issue 27): a room taken at the time, or a speaker in two places (or without
 * the walk between them), refused by the API without "save anyway", accepted with it and audited with its reason;
 * a move, a reinstatement and the programme import are held to the same rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession, ProgrammeClash, ProgrammeImportPreview, SessionCancelResult } from '../src/contract/index';
import { ADMIN, setupTestApp, signIn, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let admin: string;
let venues: { id: number; name: string; building: string }[];
/** A day of the conference; the seed's sessions start after 06:00, so the tests' own early slots are free. */
const DAY = '2027-09-15';

beforeAll(async () => {
  ctx = await setupTestApp();
  admin = `cc_session=${await signIn(ctx.app, ADMIN)}`;
  venues = (await ctx.app.inject({ method: 'GET', url: '/api/venues' })).json().venues;
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'POST' | 'PATCH';
const call = (method: Method, url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: { cookie: admin }, payload });

const venueNamed = (name: string) => {
  const found = venues.find((venue) => venue.name === name);
  if (!found) throw new Error(`the seed has no venue ${name}`);
  return found;
};

async function create(fields: Record<string, unknown>): Promise<AdminSession> {
  const response = await call('POST', '/api/admin/sessions', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminSession>();
}

async function saveAnywayEntries(entityId: number) {
  const rows = await ctx.db
    .selectFrom('auditLog')
    .select(['after', 'actorUserId'])
    .where('action', '=', 'session.save_anyway')
    .where('entityId', '=', String(entityId))
    .execute();
  return rows.map((row) => row.after as { reason: string; clashes: string[] });
}

describe('room clashes', () => {
  it('refuses a second session in a taken room, naming the clash; saves it anyway with an audited reason', async () => {
    const room = venueNamed('Rowan Seminar Room 2');
    const first = await create({
      title: 'Room holder',
      sessionDate: DAY,
      startTime: '06:00',
      endTime: '06:45',
      venueId: room.id,
    });
    const fields = { title: 'Room squatter', sessionDate: DAY, startTime: '06:30', endTime: '07:00', venueId: room.id };
    const before = await ctx.db.selectFrom('sessions').select('id').execute();

    const refused = await call('POST', '/api/admin/sessions', fields);
    expect(refused.statusCode).toBe(409);
    const body = refused.json<{ code: string; message: string; clashes: ProgrammeClash[] }>();
    expect(body.code).toBe('SESSION_CLASH');
    // The day in words and the times as the rest of the app writes them, never '2027-09-15'.
    expect(body.message).toContain(
      'Room clash: Rowan Seminar Room 2 is also booked for "Room holder" (Wednesday 15 September, 06:00–06:45), overlapping by 15 minutes',
    );
    expect(body.message).not.toContain(DAY);
    expect(body.clashes).toEqual([
      expect.objectContaining({ kind: 'room', otherSessionId: first.id, otherTitle: 'Room holder', speaker: null }),
    ]);
    expect(await ctx.db.selectFrom('sessions').select('id').execute()).toHaveLength(before.length);

    const blank = await call('POST', '/api/admin/sessions', { ...fields, saveAnyway: { reason: '   ' } });
    expect(blank.statusCode).toBe(400);

    const saved = await create({ ...fields, saveAnyway: { reason: 'The room is split by a partition that day' } });
    expect(await saveAnywayEntries(saved.id)).toEqual([
      {
        reason: 'The room is split by a partition that day',
        clashes: [expect.stringContaining('Room clash: Rowan Seminar Room 2 is also booked for "Room holder"')],
      },
    ]);
  });

  it('refuses a move into a taken room and leaves the session as it was; a title edit of it is not held up', async () => {
    const room = venueNamed('Linden Studio');
    await create({ title: 'Studio booking', sessionDate: DAY, startTime: '07:00', endTime: '07:45', venueId: room.id });
    const mover = await create({
      title: 'Moving in',
      sessionDate: DAY,
      startTime: '07:00',
      endTime: '07:45',
      venueId: venueNamed('Meridian Suite').id,
    });

    const refused = await call('PATCH', `/api/admin/sessions/${mover.id}`, {
      version: mover.version,
      venueId: room.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().clashes.map((clash: ProgrammeClash) => clash.otherTitle)).toEqual(['Studio booking']);
    const stored = await ctx.db.selectFrom('sessions').selectAll().where('id', '=', mover.id).executeTakeFirstOrThrow();
    expect([stored.location, stored.version]).toEqual(['Meridian Suite', mover.version]);

    const moved = await call('PATCH', `/api/admin/sessions/${mover.id}`, {
      version: mover.version,
      venueId: room.id,
      saveAnyway: { reason: 'Joint session, agreed with both chairs' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<AdminSession>().location).toBe('Linden Studio');
    expect((await saveAnywayEntries(mover.id)).map((entry) => entry.reason)).toEqual([
      'Joint session, agreed with both chairs',
    ]);

    // Already clashing: an edit that changes neither time, place nor speakers is not refused.
    const retitled = await call('PATCH', `/api/admin/sessions/${mover.id}`, {
      version: moved.json<AdminSession>().version,
      title: 'Moving in (joint)',
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
  });

  it('refuses to reinstate a session whose room was given away while it was cancelled', async () => {
    const room = venueNamed('Kestrel Room G.05');
    const original = await create({
      title: 'Back again',
      sessionDate: DAY,
      startTime: '08:00',
      endTime: '08:30',
      venueId: room.id,
    });
    const cancel = await call('POST', `/api/admin/sessions/${original.id}/cancel`, {
      reason: 'Speaker unwell',
      version: original.version,
    });
    expect(cancel.statusCode).toBe(200);
    await create({ title: 'Took the room', sessionDate: DAY, startTime: '08:00', endTime: '08:30', venueId: room.id });

    const { version } = cancel.json<SessionCancelResult>().session;
    const refused = await call('POST', `/api/admin/sessions/${original.id}/reinstate`, { version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Reinstating makes a clash: Room clash: Kestrel Room G.05');
    const still = await ctx.db.selectFrom('sessions').select('status').where('id', '=', original.id).executeTakeFirst();
    expect(still?.status).toBe('cancelled');

    const reinstated = await call('POST', `/api/admin/sessions/${original.id}/reinstate`, {
      version,
      saveAnyway: { reason: 'The other one moves to the foyer tomorrow' },
    });
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(reinstated.json().session.status).toBe('active');
  });
});

describe('speaker clashes', () => {
  it('refuses one speaker in two rooms at once', async () => {
    await create({
      title: 'Talk one',
      speaker: 'Dr Clash Tester',
      sessionDate: DAY,
      startTime: '06:00',
      endTime: '06:30',
      venueId: venueNamed('Kestrel Lecture Theatre').id,
    });
    const refused = await call('POST', '/api/admin/sessions', {
      title: 'Talk two',
      speaker: 'Dr Clash Tester',
      sessionDate: DAY,
      startTime: '06:15',
      endTime: '06:45',
      venueId: venueNamed('Meridian Suite').id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().clashes).toEqual([
      expect.objectContaining({
        kind: 'speaker',
        speaker: 'Dr Clash Tester',
        otherTitle: 'Talk one',
        message: expect.stringContaining('Dr Clash Tester is also in "Talk one" (Kestrel Lecture Theatre'),
      }),
    ]);
  });

  it('refuses too short a walk between two buildings, and accepts the same talk with the walk allowed', async () => {
    const kestrel = venueNamed('Kestrel Room G.05');
    const ashworth = venueNamed('Ashworth Room 2.01');
    await create({
      title: 'Early talk',
      speaker: 'Walker Example',
      sessionDate: DAY,
      startTime: '09:00',
      endTime: '09:30',
      venueId: kestrel.id,
    });
    const next = {
      title: 'Later talk',
      speaker: 'Walker Example',
      sessionDate: DAY,
      endTime: '10:30',
      venueId: ashworth.id,
    };
    // Kestrel Building to Ashworth Building is a 12-minute walk: 5 minutes is too little.
    const refused = await call('POST', '/api/admin/sessions', { ...next, startTime: '09:35' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().clashes).toEqual([
      expect.objectContaining({
        kind: 'speaker',
        message:
          'Speaker clash: Walker Example has only 5 minutes to get from Kestrel Room G.05 to Ashworth Room 2.01 ' +
          'between "Early talk" and "Later talk" (Wednesday 15 September); the walk takes about 12 minutes',
      }),
    ]);
    const fine = await call('POST', '/api/admin/sessions', { ...next, startTime: '09:45' });
    expect(fine.statusCode, fine.body).toBe(201);
  });
});

describe('import', () => {
  it('lists the clashes in the preview and refuses to apply them without save anyway', async () => {
    const room = venueNamed('Northgate Boathouse');
    await create({
      title: 'Boathouse breakfast',
      sessionDate: DAY,
      startTime: '06:00',
      endTime: '07:00',
      venueId: room.id,
    });
    const content = JSON.stringify([
      {
        session_number: 'CLASH-1',
        title: 'Imported into the boathouse',
        session_date: DAY,
        start_time: '06:30',
        end_time: '07:15',
        location: 'Northgate Boathouse',
      },
    ]);
    const preview = await call('POST', '/api/admin/programme-import/preview', {
      format: 'json',
      content,
      mode: 'merge',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const planned = preview.json<ProgrammeImportPreview>();
    expect(planned.clashes).toEqual([
      {
        row: 1,
        message: expect.stringContaining('Room clash: Northgate Boathouse is also booked for "Boathouse breakfast"'),
      },
    ]);

    const confirmed = { previewId: planned.previewId, programmeVersion: planned.programmeVersion };
    const refused = await call('POST', '/api/admin/programme-import/apply', confirmed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SESSION_CLASH', clashes: planned.clashes });
    const none = await ctx.db.selectFrom('sessions').select('id').where('sessionNumber', '=', 'CLASH-1').execute();
    expect(none).toEqual([]);

    const applied = await call('POST', '/api/admin/programme-import/apply', {
      ...confirmed,
      saveAnyway: { reason: 'Breakfast moves outside' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select('after')
      .where('action', '=', 'programme.import.save_anyway')
      .executeTakeFirstOrThrow();
    expect(audit.after).toEqual({
      reason: 'Breakfast moves outside',
      clashes: [expect.stringContaining('Row 1: Room clash: Northgate Boathouse')],
    });
  });
});
