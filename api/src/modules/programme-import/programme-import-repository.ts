/**
 * Previews kept for a day, and applying an import: all or nothing in one transaction, every session change
 * audited, a newly cancelled session announced as a cancellation made by hand would be.
 */
import { createHash } from 'node:crypto';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type {
  Announcement,
  ClashOverride,
  ProgrammeFileFormat,
  ProgrammeImportMode,
  ProgrammeImportResult,
} from '../../contract/index';
import type { Db } from '../../db/database';
import type { Database, NewSession, SessionRow, SessionUpdate } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { toAdminSession } from '../admin-sessions/admin-sessions-repository';
import { cancellationAnnouncement } from '../admin-sessions/cancellation-announcement';
import { insertAnnouncement } from '../admin-sessions/session-announcement';
import { recordAudit } from '../audit/record-audit';
import { planSessionChange } from '../push/push-planner';
import { holdDraftsOfRemovedSession, rescheduleSessionDrafts } from '../question-drafts/draft-scheduling';
import { linkSpeakersByName } from '../speakers/session-speakers';
import { type ImportClash, importClashes } from './import-clashes';
import { checkRecord, type ImportedSession, type ImportField } from './imported-session';
import { type ImportPlan, planImport } from './plan-import';
import { readProgrammeFile } from './programme-file';

/** This module's own table (migration 2026-11-22-0016). */
interface ProgrammeImportPreviewsTable {
  id: Generated<string>;
  createdBy: string | null;
  fileName: string | null;
  format: ProgrammeFileFormat;
  content: string;
  /** The programme version the preview was made against (migration 2026-11-26-0033); null for older previews. */
  programmeVersion: string | null;
  /** 'replace' or 'merge' (migration 2026-11-26-0033); null for older previews, which replaced. */
  mode: ProgrammeImportMode | null;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}
const withPreviews = (db: Kysely<Database>) =>
  db.withTables<{ programmeImportPreviews: ProgrammeImportPreviewsTable }>();

export const PREVIEW_LIFETIME_HOURS = 24;

export interface ProgrammeFile {
  format: ProgrammeFileFormat;
  content: string;
  fileName: string | null;
  mode: ProgrammeImportMode;
}

/**
 * A fingerprint of every stored session, whole rows in id order: any edit, cancellation, addition or deletion
 * gives another one, whoever made it and whether or not it bumped a version.
 */
export function programmeVersionOf(rows: readonly SessionRow[]): string {
  const ordered = [...rows].sort((a, b) => a.id - b.id);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('base64url');
}

export interface PlannedFile {
  plan: ImportPlan;
  programmeVersion: string;
  /** What the import would make clash (issue 27), by row. */
  clashes: ImportClash[];
}

/** Reads, checks and plans a file against the stored sessions (nothing written). */
export async function planFile(db: Kysely<Database>, file: ProgrammeFile): Promise<PlannedFile> {
  const records = readProgrammeFile(file.format, file.content).map(checkRecord);
  const existing = await db.selectFrom('sessions').selectAll().execute();
  const rooms = await db.selectFrom('venues').select(['id', 'name', 'building']).execute();
  const plan = planImport(
    records,
    existing,
    rooms.map((room) => room.name),
    file.mode,
  );
  return { plan, programmeVersion: programmeVersionOf(existing), clashes: importClashes(plan, existing, rooms) };
}

export async function savePreview(
  db: Db,
  file: ProgrammeFile,
  programmeVersion: string,
  actorUserId: string,
): Promise<string> {
  const previews = withPreviews(db);
  await previews
    .deleteFrom('programmeImportPreviews')
    .where('createdAt', '<', new Date(Date.now() - PREVIEW_LIFETIME_HOURS * 3_600_000))
    .execute();
  const row = await previews
    .insertInto('programmeImportPreviews')
    .values({
      createdBy: actorUserId,
      fileName: file.fileName,
      format: file.format,
      content: file.content,
      programmeVersion,
      mode: file.mode,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SavedPreview extends ProgrammeFile {
  programmeVersion: string | null;
}

export async function loadPreview(db: Db, id: string): Promise<SavedPreview> {
  const row = await withPreviews(db)
    .selectFrom('programmeImportPreviews')
    .select(['fileName', 'format', 'content', 'programmeVersion', 'mode', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.createdAt.getTime() < Date.now() - PREVIEW_LIFETIME_HOURS * 3_600_000) {
    throw notFound('PREVIEW_NOT_FOUND', 'This preview is no longer available. Choose the file again to preview it.');
  }
  return {
    format: row.format,
    content: row.content,
    fileName: row.fileName,
    mode: row.mode ?? 'replace',
    programmeVersion: row.programmeVersion,
  };
}

export const PROGRAMME_CHANGED_MESSAGE =
  'The programme has changed since this preview (another admin edited or imported sessions). ' +
  'Preview the file again to see what the import would do now; nothing was imported.';

/** venue_id follows the location when it names a venue. */
async function venueIds(db: Kysely<Database>): Promise<Map<string, number>> {
  const venues = await db.selectFrom('venues').select(['id', 'name']).execute();
  return new Map(venues.map((venue) => [venue.name.trim().toLowerCase(), venue.id]));
}

function columnsOf(session: ImportedSession, fields: Iterable<ImportField>): SessionUpdate {
  const columns: Record<string, unknown> = {};
  for (const field of fields) columns[field] = session.values[field];
  return columns as SessionUpdate;
}

/**
 * Applies a file all or nothing. `expectedVersion` (the preview's) refuses the import with 409 when the
 * programme changed since: the admin confirmed what the preview showed, not what it would do now.
 */
export async function applyFile(
  db: Db,
  file: ProgrammeFile,
  actorUserId: string,
  previewId: string | null,
  expectedVersion: string,
  saveAnyway?: ClashOverride,
): Promise<{ result: ProgrammeImportResult; sessionIds: number[]; announcements: Announcement[] }> {
  return db.transaction().execute(async (trx) => {
    // One import at a time: the plan is made and applied on rows nobody else changes meanwhile.
    await trx.selectFrom('sessions').select('id').forUpdate().execute();
    const { plan, programmeVersion, clashes } = await planFile(trx, file);
    if (expectedVersion !== programmeVersion) {
      throw new HttpError(409, 'PROGRAMME_CHANGED', PROGRAMME_CHANGED_MESSAGE);
    }
    if (plan.invalid.length > 0) {
      const first = plan.invalid[0];
      throw new HttpError(
        400,
        'INVALID_ROWS',
        `The file has ${plan.invalid.length} invalid row${plan.invalid.length === 1 ? '' : 's'} ` +
          `(row ${first?.row}: ${first?.reason}). Correct the file and preview it again; nothing was imported.`,
      );
    }
    if (clashes.length > 0) {
      if (!saveAnyway) throw importClashError(clashes);
      await recordAudit(trx, {
        actorUserId,
        action: 'programme.import.save_anyway',
        entity: 'programme',
        entityId: previewId,
        after: {
          reason: saveAnyway.reason.trim(),
          clashes: clashes.map((clash) => `Row ${clash.row}: ${clash.message}`),
        },
      });
    }
    const venues = await venueIds(trx);
    const venueOf = (location: string | null) => (location ? (venues.get(location.toLowerCase()) ?? null) : null);
    const sessionIds: number[] = [];
    const announcements: Announcement[] = [];

    for (const session of plan.add) {
      const values: NewSession = { ...session.values, venueId: venueOf(session.values.location) };
      const row = await trx.insertInto('sessions').values(values).returningAll().executeTakeFirstOrThrow();
      await linkSpeakersByName(trx, [row]);
      sessionIds.push(row.id);
      await recordAudit(trx, {
        actorUserId,
        action: 'session.import.add',
        entity: 'session',
        entityId: row.id,
        after: toAdminSession(row),
      });
    }

    for (const { session, existing, fields } of plan.change) {
      const changes = columnsOf(session, fields);
      if (fields.includes('location')) changes.venueId = venueOf(session.values.location);
      const row: SessionRow = await trx
        .updateTable('sessions')
        .set({ ...changes, version: existing.version + 1, updatedAt: new Date() })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (fields.includes('presenters')) await linkSpeakersByName(trx, [row]);
      await planSessionChange(trx, existing, row);
      sessionIds.push(row.id);
      await recordAudit(trx, {
        actorUserId,
        action: 'session.import.update',
        entity: 'session',
        entityId: row.id,
        before: toAdminSession(existing),
        after: toAdminSession(row),
      });
      await rescheduleSessionDrafts(trx, row);
      if (existing.status !== 'cancelled' && row.status === 'cancelled') {
        announcements.push(
          await insertAnnouncement(trx, cancellationAnnouncement(row, row.cancellationNotes), actorUserId),
        );
      }
    }

    if (plan.remove.length > 0) {
      for (const row of plan.remove) await holdDraftsOfRemovedSession(trx, row.id);
      await trx
        .deleteFrom('sessions')
        .where(
          'id',
          'in',
          plan.remove.map((row) => row.id),
        )
        .execute();
      for (const row of plan.remove) {
        sessionIds.push(row.id);
        await recordAudit(trx, {
          actorUserId,
          action: 'session.import.delete',
          entity: 'session',
          entityId: row.id,
          before: toAdminSession(row),
        });
      }
    }

    const result: ProgrammeImportResult = {
      added: plan.add.length,
      changed: plan.change.length,
      removed: plan.remove.length,
      unchanged: plan.unchanged,
    };
    await recordAudit(trx, {
      actorUserId,
      action: 'programme.import',
      entity: 'programme',
      entityId: previewId,
      after: { fileName: file.fileName, format: file.format, mode: file.mode, rows: plan.rows, ...result },
    });
    if (previewId) {
      await withPreviews(trx).deleteFrom('programmeImportPreviews').where('id', '=', previewId).execute();
    }
    return { result, sessionIds, announcements };
  });
}

/** 409 naming each clash the import would make, with the clashes (by row) in the body. */
function importClashError(clashes: readonly ImportClash[]): HttpError {
  const count = clashes.length === 1 ? 'a clash' : `${clashes.length} clashes`;
  const listed = clashes.map((clash) => `row ${clash.row}: ${clash.message}`).join('; ');
  return new HttpError(
    409,
    'SESSION_CLASH',
    `This import makes ${count} (${listed}). Correct the file, or import anyway with a reason; nothing was imported.`,
    {},
    { clashes },
  );
}

export const noFileGiven = () =>
  badRequest(
    'FILE_REQUIRED',
    'Send the previewId and programmeVersion of a preview, or the programme file (format and content) with the ' +
      'programmeVersion of its preview.',
  );
