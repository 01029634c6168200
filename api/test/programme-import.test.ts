import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgrammeImportPreview } from '../src/contract/index';
import { ADMIN, ATTENDEE, setupTestApp, signIn, type TestContext } from './helpers/test-app';

/**
 * Each test starts from the seeded programme with a few sessions of its own; an import file describes the
 * whole programme, so the tests build theirs from what is stored.
 */
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

interface FileRow {
  session_number: string | null;
  track: string | null;
  title: string;
  session_date?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  speaker?: string;
  status?: string;
  cancellation_notes?: string | null;
}

/** The stored programme as an import file would write it. */
async function currentProgramme(): Promise<FileRow[]> {
  const rows = await ctx.db.selectFrom('sessions').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    session_number: row.sessionNumber,
    track: row.track,
    title: row.title,
  }));
}

async function snapshot() {
  const sessions = await ctx.db.selectFrom('sessions').selectAll().orderBy('id').execute();
  const announcements = await ctx.db.selectFrom('announcements').select('id').execute();
  return { sessions, announcements: announcements.length };
}

function post(url: string, payload: Record<string, unknown>, cookie = admin) {
  return ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
}
const preview = (payload: Record<string, unknown>, cookie = admin) =>
  post('/api/admin/programme-import/preview', payload, cookie);
const apply = (payload: Record<string, unknown>, cookie = admin) =>
  post('/api/admin/programme-import/apply', payload, cookie);
/** What the admin confirmed: the preview and the programme version it was computed from. */
const confirmed = (previewed: ProgrammeImportPreview) => ({
  previewId: previewed.previewId,
  programmeVersion: previewed.programmeVersion,
});
/** The programme version a preview of this file gives now. */
async function versionNow(content: string): Promise<string> {
  return (await preview({ format: 'json', content })).json<ProgrammeImportPreview>().programmeVersion;
}

/** A multipart apply: the fields in order, then the file. */
function applyUpload(fields: Record<string, string>, csv: string) {
  const boundary = '----ccApply';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/programme-import/apply',
    headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload:
      parts.join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="programme.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  });
}

let base: FileRow[];
beforeEach(async () => {
  base = await currentProgramme();
});

describe('POST /api/admin/programme-import/preview', () => {
  it('describes additions, changes with field diffs, removals and invalid rows, and writes nothing', async () => {
    const before = await snapshot();
    // A numbered session to change (matched by number), and another to leave out (removed).
    const numbered = base.filter((r) => r.session_number);
    const [first, second] = numbered;
    const rest = base.filter((r) => r !== first && r !== second);
    const file = [
      { ...first, title: `${first?.title} (updated)` },
      ...rest,
      {
        session_number: 'NEW-1',
        track: '9.9',
        title: 'A new session',
        session_date: '2027-09-14',
        start_time: '16:00',
      },
      { session_number: 'BAD-1', track: '9.9', title: '', start_time: '10:00' },
    ];
    const response = await preview({ format: 'json', content: JSON.stringify(file), fileName: 'programme.json' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProgrammeImportPreview>();
    expect(body).toMatchObject({ fileName: 'programme.json', format: 'json', rows: file.length });
    expect(body.previewId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.toAdd).toEqual([
      {
        row: file.length - 1,
        id: null,
        sessionNumber: 'NEW-1',
        track: '9.9',
        title: 'A new session',
        speaker: null,
        location: null,
        room: null,
        sessionDate: '2027-09-14',
        startTime: '16:00',
        endTime: null,
        status: 'active',
      },
    ]);
    expect(body.warnings).toEqual([
      { row: file.length - 1, message: 'No end time: attendees see it as 45 minutes long' },
    ]);
    expect(body.toChange).toHaveLength(1);
    expect(body.toChange[0]?.changes).toEqual([
      { field: 'title', label: 'Title', from: first?.title, to: `${first?.title} (updated)` },
    ]);
    expect(body.toRemove.map((r) => r.title)).toEqual([second?.title]);
    expect(body.unchanged).toBe(rest.length);
    expect(body.invalid).toEqual([{ row: file.length, reason: 'Title is required' }]);

    expect(await snapshot()).toEqual(before);
  });

  it('reads CSV, as text or as an uploaded file', async () => {
    const csv = [
      'session_number,track,title',
      ...base.map((r) => [r.session_number ?? '', r.track ?? '', `"${r.title.replace(/"/g, '""')}"`].join(',')),
      'C-1,9.9,From CSV',
    ].join('\n');
    const asText = (await preview({ format: 'csv', content: csv })).json<ProgrammeImportPreview>();
    expect(asText.toAdd.map((a) => a.title)).toEqual(['From CSV']);
    expect(asText.toAdd[0]?.row).toBe(base.length + 2);

    const boundary = '----ccImport';
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/programme-import/preview',
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="programme.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ fileName: 'programme.csv', format: 'csv', toAdd: [{ title: 'From CSV' }] });
  });

  it('refuses broken files with a clear 400', async () => {
    const notJson = await preview({ format: 'json', content: '[{"title": ' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/^The file is not valid JSON/);
    const noTitle = await preview({ format: 'csv', content: 'name\nA\n' });
    expect(noTitle.json().message).toBe('The CSV file needs a header row naming its columns, with a "title" column.');
    const empty = await preview({ format: 'json', content: '[]' });
    expect(empty.json().message).toBe('The file holds no sessions.');
    const badFormat = await preview({ format: 'xlsx', content: 'x' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toBe('Format must be one of: json, csv');
    const nothing = await preview({});
    expect(nothing.statusCode).toBe(400);
  });

  it('refuses attendees (403) and anonymous callers (401)', async () => {
    const body = { format: 'json', content: '[{"title":"x"}]' };
    expect((await preview(body, attendee)).statusCode).toBe(403);
    expect((await preview(body, '')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/programme-import/apply', () => {
  it('refuses a file with invalid rows and writes nothing', async () => {
    const before = await snapshot();
    const file = [
      ...base,
      { session_number: 'X-1', track: '9.9', title: 'Fine' },
      { title: 'Bad time', start_time: 'noon' },
    ];
    const content = JSON.stringify(file);
    const response = await apply({ format: 'json', content, programmeVersion: await versionNow(content) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_ROWS',
      message: `The file has 1 invalid row (row ${file.length}: Start time must be a time written HH:MM). Correct the file and preview it again; nothing was imported.`,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('applies a preview all at once: adds, changes (version bumped), removes, audits and publishes', async () => {
    const events: unknown[] = [];
    const stop = ctx.app.realtime.onEvent((event) => events.push(event));
    // Sessions of this test, so the change and the removal touch only them.
    const [keep, drop] = await ctx.db
      .insertInto('sessions')
      .values([
        {
          title: 'Import keeps me',
          track: 'P98',
          sessionNumber: 'IMP-KEEP',
          sessionDate: '2027-09-14',
          startTime: '12:15',
        },
        { title: 'Import drops me', track: 'P97', sessionNumber: 'IMP-DROP' },
      ])
      .returningAll()
      .execute();
    const programme = (await currentProgramme()).filter((r) => r.session_number !== 'IMP-DROP');
    const file = programme.map((r) =>
      r.session_number === 'IMP-KEEP'
        ? { ...r, speaker: 'Una Speaker', status: 'cancelled', cancellation_notes: 'Room closed' }
        : r,
    );
    file.push({
      session_number: 'IMP-NEW',
      track: 'P96',
      title: 'Import adds me',
      session_date: '2027-09-14',
      start_time: '12:15',
      end_time: '13:00',
    });

    const previewed = (
      await preview({ format: 'json', content: JSON.stringify(file), fileName: 'p.json' })
    ).json<ProgrammeImportPreview>();
    expect([previewed.toAdd.length, previewed.toChange.length, previewed.toRemove.length]).toEqual([1, 1, 1]);
    expect(previewed.toChange[0]?.changes.map((c) => c.label)).toEqual(['Speaker', 'Status', 'Cancellation notes']);

    const response = await apply(confirmed(previewed));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ added: 1, changed: 1, removed: 1, unchanged: programme.length - 1 });

    const changed = await ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', keep!.id)
      .executeTakeFirstOrThrow();
    expect(changed).toMatchObject({
      presenters: ['Una Speaker'],
      status: 'cancelled',
      cancellationNotes: 'Room closed',
      version: 2,
    });
    expect(
      await ctx.db.selectFrom('sessions').select('id').where('id', '=', drop!.id).executeTakeFirst(),
    ).toBeUndefined();
    const added = await ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('sessionNumber', '=', 'IMP-NEW')
      .executeTakeFirstOrThrow();
    expect(added).toMatchObject({
      title: 'Import adds me',
      startTime: '12:15:00',
      endTime: '13:00:00',
      status: 'active',
    });

    // Cancelling by import announces it like a cancellation by hand.
    const announcement = await ctx.db
      .selectFrom('announcements')
      .selectAll()
      .where('title', '=', 'Session Cancelled: Import keeps me')
      .executeTakeFirstOrThrow();
    expect(announcement).toMatchObject({ priority: 'important', category: 'schedule' });
    expect(announcement.actionUrl).toMatch(/^\/session\/\d+$/);
    expect(announcement.content).toContain('Reason: Room closed');

    const audit = await ctx.db
      .selectFrom('auditLog')
      .select(['action', 'entityId'])
      .where('action', 'like', '%import%')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'programme.import',
      'session.import.add',
      'session.import.delete',
      'session.import.update',
    ]);
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        topic: 'sessions',
        type: 'session.updated',
        data: { sessionIds: expect.arrayContaining([keep!.id, drop!.id, added.id]), change: 'imported' },
      }),
    );
    stop();

    // A preview is applied once.
    const again = await apply(confirmed(previewed));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This preview is no longer available. Choose the file again to preview it.');
  });

  it('applies the same file sent again, as text or uploaded, with the version its preview gave', async () => {
    const file = [...base, { session_number: 'IMP-TEXT', track: 'P95', title: 'Sent as text' }];
    const content = JSON.stringify(file);
    const response = await apply({ format: 'json', content, programmeVersion: await versionNow(content) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ added: 1, changed: 0, removed: 0 });

    const csv = [
      'session_number,track,title',
      ...[...file, { session_number: 'IMP-CSV', track: 'P95', title: 'Sent as CSV' }].map((r) =>
        [r.session_number ?? '', r.track ?? '', `"${r.title.replace(/"/g, '""')}"`].join(','),
      ),
    ].join('\n');
    const previewed = (await preview({ format: 'csv', content: csv })).json<ProgrammeImportPreview>();
    const uploaded = await applyUpload({ programmeVersion: previewed.programmeVersion }, csv);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ added: 1, changed: 0, removed: 0 });
    await ctx.db.deleteFrom('sessions').where('sessionNumber', 'in', ['IMP-TEXT', 'IMP-CSV']).execute();
  });

  it('refuses an apply without the programme version with 400 naming it, and imports nothing', async () => {
    const file = [...base, { session_number: 'IMP-BLIND', track: 'P95', title: 'Applied blind' }];
    const content = JSON.stringify(file);
    const previewed = (await preview({ format: 'json', content })).json<ProgrammeImportPreview>();
    const before = await snapshot();
    for (const body of [{ previewId: previewed.previewId }, { format: 'json', content }, {}]) {
      const refused = await apply(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Programme version is required' });
    }
    const csv = `session_number,track,title\nIMP-BLIND,P95,Applied blind\n`;
    const upload = await applyUpload({ mode: 'merge' }, csv);
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Programme version is required: send the programmeVersion of the preview as a field before the file.',
    });
    expect(await snapshot()).toEqual(before);
    // The preview is still there to be applied as confirmed.
    expect((await apply(confirmed(previewed))).statusCode).toBe(200);
    await ctx.db.deleteFrom('sessions').where('sessionNumber', '=', 'IMP-BLIND').execute();
  });

  it("refuses a preview made before another admin's change (409), so it cannot undo what it never showed", async () => {
    const [session] = await ctx.db
      .insertInto('sessions')
      .values([{ title: 'Import stale check', track: 'P95', sessionNumber: 'IMP-STALE', sessionDate: '2027-09-14' }])
      .returningAll()
      .execute();
    const file = (await currentProgramme()).map((r) =>
      r.session_number === 'IMP-STALE' ? { ...r, status: 'active', cancellation_notes: null } : r,
    );
    const content = JSON.stringify(file);
    const previewed = (await preview({ format: 'json', content })).json<ProgrammeImportPreview>();
    expect(previewed.toChange).toEqual([]);
    expect(previewed.programmeVersion).toEqual(expect.any(String));

    // Meanwhile another admin cancels the session, with a reason.
    const cancelled = await post(`/api/admin/sessions/${session?.id}/cancel`, { reason: 'Speaker ill', version: 1 });
    expect(cancelled.statusCode).toBe(200);

    const before = await snapshot();
    const stale = await apply(confirmed(previewed));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'PROGRAMME_CHANGED',
      message:
        'The programme has changed since this preview (another admin edited or imported sessions). ' +
        'Preview the file again to see what the import would do now; nothing was imported.',
    });
    // The same with the file sent again and the version the preview gave.
    const again = await apply({ format: 'json', content, programmeVersion: previewed.programmeVersion });
    expect(again.statusCode).toBe(409);
    const uploaded = await applyUpload(
      { programmeVersion: previewed.programmeVersion },
      ['session_number,track,title', ...file.map((r) => `${r.session_number ?? ''},,x`)].join('\n'),
    );
    expect(uploaded.statusCode).toBe(409);
    expect(uploaded.json().code).toBe('PROGRAMME_CHANGED');
    expect(await snapshot()).toEqual(before);
    const kept = await ctx.db.selectFrom('sessions').selectAll().where('id', '=', session!.id).executeTakeFirst();
    expect(kept).toMatchObject({ status: 'cancelled', cancellationNotes: 'Speaker ill' });

    // A new preview shows the admin what the file would now undo, and can be applied.
    const fresh = (await preview({ format: 'json', content })).json<ProgrammeImportPreview>();
    expect(fresh.programmeVersion).not.toBe(previewed.programmeVersion);
    expect(
      fresh.toChange.map((c) => c.changes.map((change) => `${change.label}: ${change.from} → ${change.to}`)),
    ).toEqual([['Status: cancelled → active', 'Cancellation notes: Speaker ill → ']]);
    // A preview sent with another preview's version is refused too: the admin confirmed the other one.
    const mixed = await apply({ previewId: fresh.previewId, programmeVersion: previewed.programmeVersion });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().code).toBe('PROGRAMME_CHANGED');
    expect((await apply(confirmed(fresh))).statusCode).toBe(200);
    await ctx.db.deleteFrom('sessions').where('id', '=', session!.id).execute();
  });

  it('merges a partial file by id or session number, keeping the sessions not in it', async () => {
    const [byId, byNumber] = await ctx.db
      .insertInto('sessions')
      .values([
        { title: 'Merge by id', track: 'P94', sessionNumber: 'IMP-M1', sessionDate: '2027-09-14' },
        { title: 'Merge by number', track: 'P93', sessionNumber: 'IMP-M2', sessionDate: '2027-09-14' },
      ])
      .returningAll()
      .execute();
    const before = await ctx.db.selectFrom('sessions').select('id').execute();
    const file = [
      // The id wins over a changed session number.
      { id: byId?.id, session_number: 'IMP-M1-RENUMBERED', title: 'Merge by id' },
      { session_number: 'IMP-M2', title: 'Merge by number, renamed' },
      {
        session_number: 'IMP-M3',
        title: 'Merge adds me',
        session_date: '2027-09-14',
        start_time: '16:00',
        end_time: '16:30',
      },
    ];
    const content = JSON.stringify(file);
    const merged = (await preview({ format: 'json', content, mode: 'merge' })).json<ProgrammeImportPreview>();
    expect(merged.mode).toBe('merge');
    expect(merged.toRemove).toEqual([]);
    expect(merged.toAdd.map((a) => a.title)).toEqual(['Merge adds me']);
    expect(merged.toChange.map((c) => [c.id, c.changes.map((x) => x.to)])).toEqual([
      [byId?.id, ['IMP-M1-RENUMBERED']],
      [byNumber?.id, ['Merge by number, renamed']],
    ]);
    // The same file replacing the programme would remove every other session.
    const replacing = (await preview({ format: 'json', content })).json<ProgrammeImportPreview>();
    expect(replacing.mode).toBe('replace');
    expect(replacing.toRemove).toHaveLength(before.length - 2);

    const applied = await apply(confirmed(merged));
    expect(applied.json()).toEqual({ added: 1, changed: 2, removed: 0, unchanged: 0 });
    const after = await ctx.db.selectFrom('sessions').select(['id', 'sessionNumber', 'title']).execute();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((s) => s.id === byId?.id)?.sessionNumber).toBe('IMP-M1-RENUMBERED');
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select('after')
      .where('action', '=', 'programme.import')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(audit?.after).toMatchObject({ mode: 'merge', added: 1, changed: 2, removed: 0 });

    expect((await preview({ format: 'json', content, mode: 'append' })).statusCode).toBe(400);
    await ctx.db
      .deleteFrom('sessions')
      .where('sessionNumber', 'in', ['IMP-M1-RENUMBERED', 'IMP-M2', 'IMP-M3'])
      .execute();
  });

  it('refuses a body without a file or preview, an unknown preview id, and non-admins', async () => {
    expect((await apply({ programmeVersion: 'v' })).json().message).toBe(
      'Send the previewId and programmeVersion of a preview, or the programme file (format and content) with the ' +
        'programmeVersion of its preview.',
    );
    expect((await apply({ previewId: 'not-a-uuid', programmeVersion: 'v' })).statusCode).toBe(400);
    const unknown = { previewId: '00000000-0000-4000-8000-000000000000', programmeVersion: 'v' };
    expect((await apply(unknown)).statusCode).toBe(404);
    const body = { format: 'json', content: JSON.stringify(base), programmeVersion: 'v' };
    expect((await apply(body, attendee)).statusCode).toBe(403);
    expect((await apply(body, '')).statusCode).toBe(401);
  });
});
