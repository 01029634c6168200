/**
 * Announcements as records: the rules for creating and changing them, shared by the admin routes and by
 * other modules (a cancelled session creates one). Functions take a transaction; publishing is separate and
 * happens after the caller commits, so no live event ever announces a row that was rolled back.
 *
 *   const row = await app.db.transaction().execute((trx) => createAnnouncement(trx, input, actorUserId));
 *   await publishAnnouncementCreated(app, row);
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type {
  AdminAnnouncement,
  AdminAnnouncementCreateBody,
  AdminAnnouncementUpdateBody,
  Announcement,
} from '../../contract/index';
import type { AnnouncementsTable, Database } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { webUrlOrAppPath } from '../../lib/safe-link';
import { recordAudit } from '../audit/record-audit';
import { planUrgentAnnouncement } from '../push/push-planner';
import { ACTION_URL_MAX, fileCategory, SUMMARY_LENGTH } from './announcements-schemas';

type Trx = Kysely<Database>;
type Row = Selectable<AnnouncementsTable> & { createdByName: string | null };

/** The first 150 characters of the content (on a word boundary when one is near), plus an ellipsis when cut. */
export function defaultSummary(content: string): string {
  const text = content.trim().replace(/\s+/g, ' ');
  if (text.length <= SUMMARY_LENGTH) return text;
  return `${text.slice(0, SUMMARY_LENGTH).trimEnd()}…`;
}

/** An absolute http(s) URL or a path in this app; anything else (javascript:, data:, //host) is refused. */
export function normaliseActionUrl(value: string | null | undefined): string | null {
  const url = value?.trim() ?? '';
  if (url === '') return null;
  if (url.length > ACTION_URL_MAX) throw badRequest('INVALID_ACTION_URL', 'Action URL is too long');
  const link = webUrlOrAppPath(url);
  if (link !== null) return link;
  throw badRequest(
    'INVALID_ACTION_URL',
    'Action URL must start with http:// or https://, or be a page of this app starting with /',
  );
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function requireText(value: string | undefined, message: string): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') throw badRequest('VALIDATION_ERROR', message);
  return trimmed;
}

export function toAnnouncement(row: Row): Announcement {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary?.trim() ? row.summary : defaultSummary(row.content),
    content: row.content,
    priority: row.priority,
    category: row.category,
    actionUrl: row.actionUrl,
    actionText: row.actionText,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export function toAdminAnnouncement(row: Row): AdminAnnouncement {
  return {
    ...toAnnouncement(row),
    writtenSummary: row.summary?.trim() ? row.summary : null,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    version: row.version,
  };
}

export const STALE_ANNOUNCEMENT_MESSAGE = 'This announcement was changed by someone else. Reload to see their changes.';

export async function findAnnouncementRows(db: Trx, id?: number): Promise<Row[]> {
  return db
    .selectFrom('announcements')
    .leftJoin('users', 'users.id', 'announcements.createdBy')
    .selectAll('announcements')
    .select('users.name as createdByName')
    .$call((qb) => (id === undefined ? qb : qb.where('announcements.id', '=', id)))
    .orderBy('announcements.createdAt', 'desc')
    .orderBy('announcements.id', 'desc')
    .execute();
}

async function findOne(db: Trx, id: number): Promise<Row> {
  const [row] = await findAnnouncementRows(db, id);
  if (!row) throw notFound('ANNOUNCEMENT_NOT_FOUND', 'Announcement not found');
  return row;
}

/**
 * Validates and inserts an announcement and records the audit entry, in the caller's transaction.
 * 400 'Title is required' / 'Content is required' when blank after trimming.
 */
export async function createAnnouncement(
  trx: Trx,
  input: AdminAnnouncementCreateBody,
  actorUserId: string | null,
): Promise<AdminAnnouncement> {
  const title = requireText(input.title, 'Title is required');
  const content = requireText(input.content, 'Content is required');
  const inserted = await trx
    .insertInto('announcements')
    .values({
      title,
      content,
      summary: writtenSummary(input.summary, defaultSummary(content)),
      priority: input.priority ?? 'normal',
      category: fileCategory(input.category) ?? 'general',
      actionUrl: normaliseActionUrl(input.actionUrl),
      actionText: blankToNull(input.actionText),
      createdBy: actorUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = toAdminAnnouncement(await findOne(trx, inserted.id));
  if (row.priority === 'urgent') await planUrgentAnnouncement(trx, row.id);
  await recordAudit(trx, {
    actorUserId,
    action: 'announcement.create',
    entity: 'announcement',
    entityId: row.id,
    after: row,
  });
  return row;
}

/**
 * The summary to store from what the admin sent: null (made from the content, so it follows a corrected content)
 * when blank, or when it only repeats the generated summary the admin was shown.
 */
function writtenSummary(value: string | null | undefined, generated: string): string | null {
  const summary = blankToNull(value);
  return summary === generated ? null : summary;
}

/**
 * Applies the fields given. A change of anything attendees see is a correction: its updatedAt moves on (News
 * shows it as "Updated") and those who had read it find it unread again. A save that changes nothing changes
 * nothing, so an admin opening and saving the form does not send everyone back to it.
 */
export async function updateAnnouncement(
  trx: Trx,
  id: number,
  input: AdminAnnouncementUpdateBody,
  actorUserId: string | null,
): Promise<AdminAnnouncement> {
  // Locked until the transaction ends: a concurrent edit waits here, then finds the version it read is gone.
  const locked = await trx
    .selectFrom('announcements')
    .select('version')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw notFound('ANNOUNCEMENT_NOT_FOUND', 'Announcement not found');
  if (locked.version !== input.version) throw new HttpError(409, 'STALE_VERSION', STALE_ANNOUNCEMENT_MESSAGE);
  const row = await findOne(trx, id);
  const before = toAdminAnnouncement(row);
  const next = {
    title: input.title === undefined ? row.title : requireText(input.title, 'Title is required'),
    content: input.content === undefined ? row.content : requireText(input.content, 'Content is required'),
    summary: input.summary === undefined ? row.summary : writtenSummary(input.summary, defaultSummary(row.content)),
    priority: input.priority ?? row.priority,
    category: fileCategory(input.category) ?? row.category,
    actionUrl: input.actionUrl === undefined ? row.actionUrl : normaliseActionUrl(input.actionUrl),
    actionText: input.actionText === undefined ? row.actionText : blankToNull(input.actionText),
  };
  if (next.summary !== null && next.summary === defaultSummary(next.content)) next.summary = null;
  const changed = (Object.keys(next) as (keyof typeof next)[]).some((key) => next[key] !== row[key]);
  if (!changed) return before;
  await trx
    .updateTable('announcements')
    .set({ ...next, updatedAt: new Date(), version: locked.version + 1 })
    .where('id', '=', id)
    .execute();
  // Read before the correction: unread again, so the News badge and list bring readers back to it.
  await trx.deleteFrom('announcementReads').where('announcementId', '=', id).execute();
  const after = toAdminAnnouncement(await findOne(trx, id));
  await recordAudit(trx, {
    actorUserId,
    action: 'announcement.update',
    entity: 'announcement',
    entityId: id,
    before,
    after,
  });
  return after;
}

export async function deleteAnnouncement(trx: Trx, id: number, actorUserId: string | null): Promise<void> {
  const before = toAdminAnnouncement(await findOne(trx, id));
  await trx.deleteFrom('announcements').where('id', '=', id).execute();
  await recordAudit(trx, {
    actorUserId,
    action: 'announcement.delete',
    entity: 'announcement',
    entityId: id,
    before,
  });
}

/** The public shape of an admin row (drops who created it). */
export function publicAnnouncement(row: AdminAnnouncement): Announcement {
  const {
    createdBy: _createdBy,
    createdByName: _createdByName,
    version: _version,
    writtenSummary: _writtenSummary,
    ...announcement
  } = row;
  return announcement;
}

/** Call after the transaction that created the announcement has committed. */
export async function publishAnnouncementCreated(app: FastifyInstance, row: Announcement): Promise<void> {
  await app.realtime.publish({ topic: 'announcements', type: 'announcement.created', data: publicOf(row) });
}

export async function publishAnnouncementUpdated(app: FastifyInstance, row: Announcement): Promise<void> {
  await app.realtime.publish({ topic: 'announcements', type: 'announcement.updated', data: publicOf(row) });
}

export async function publishAnnouncementDeleted(app: FastifyInstance, id: number): Promise<void> {
  await app.realtime.publish({ topic: 'announcements', type: 'announcement.deleted', data: { id } });
}

function publicOf(row: Announcement): Announcement {
  return 'createdBy' in row ? publicAnnouncement(row as AdminAnnouncement) : row;
}
