/**
 * Presenter URL moderation (admin.md §4 Presenter URL status, §5; BEYOND D4): pending → approved or
 * rejected, once, with the moderator, the time and optional notes; only moderated URLs can be deleted.
 * Functions take the database or a transaction; the routes publish after the transaction commits.
 */
import { type Kysely, sql } from 'kysely';
import type {
  AdminPresenterUrl,
  AdminPresenterUrlCounts,
  AdminPresenterUrlStatus,
  AdminPresenterUrlStatusFilter,
} from '../../contract/index';
import type { Database } from '../../db/types';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { hoursMinutes, weekdayOf } from '../sessions/session-view';

type Db = Kysely<Database>;

export const messages = {
  notFound: 'Presenter URL not found',
  notPending: (status: AdminPresenterUrlStatus) =>
    `This URL has already been ${status}. Only pending URLs can be moderated.`,
  pendingDelete: 'Pending URLs cannot be deleted. Approve or reject it first.',
} as const;

function selectUrls(db: Db) {
  return db
    .selectFrom('presenterUrls as p')
    .innerJoin('sessions as s', 's.id', 'p.sessionId')
    .leftJoin('users as m', 'm.id', 'p.moderatedBy')
    .select([
      'p.id',
      'p.sessionId',
      'p.presenterName',
      'p.presenterEmail',
      'p.url',
      'p.description',
      'p.status',
      'p.moderatedBy',
      'p.moderatedAt',
      'p.moderationNotes',
      'p.createdAt',
      'p.updatedAt',
      'm.name as moderatedByName',
      'm.email as moderatedByEmail',
      's.title as sessionTitle',
      's.sessionNumber',
      's.track',
      's.sessionDate',
      's.startTime',
      's.endTime',
      's.location',
    ]);
}

type UrlRow = Awaited<ReturnType<ReturnType<typeof selectUrls>['executeTakeFirstOrThrow']>>;

function toAdminPresenterUrl(row: UrlRow): AdminPresenterUrl {
  return {
    id: row.id,
    sessionId: row.sessionId,
    session: {
      id: row.sessionId,
      title: row.sessionTitle,
      sessionNumber: row.sessionNumber,
      track: row.track,
      day: weekdayOf(row.sessionDate),
      sessionDate: row.sessionDate,
      startTime: hoursMinutes(row.startTime),
      endTime: hoursMinutes(row.endTime),
      location: row.location,
    },
    presenterName: row.presenterName,
    presenterEmail: row.presenterEmail,
    url: row.url,
    description: row.description,
    status: row.status,
    moderatedBy: row.moderatedBy,
    moderatedByName: row.moderatedByName,
    moderatedByEmail: row.moderatedByEmail,
    moderatedAt: row.moderatedAt ? row.moderatedAt.toISOString() : null,
    moderationNotes: row.moderationNotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newest first (the id breaks ties between rows created in the same instant). */
export async function listPresenterUrls(db: Db, filter: AdminPresenterUrlStatusFilter): Promise<AdminPresenterUrl[]> {
  let query = selectUrls(db).orderBy('p.createdAt', 'desc').orderBy('p.id', 'desc');
  if (filter !== 'all') query = query.where('p.status', '=', filter);
  return (await query.execute()).map(toAdminPresenterUrl);
}

export async function findPresenterUrl(db: Db, id: number): Promise<AdminPresenterUrl | null> {
  const row = await selectUrls(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toAdminPresenterUrl(row) : null;
}

export async function countPresenterUrls(db: Db): Promise<AdminPresenterUrlCounts> {
  const row = await db
    .selectFrom('presenterUrls')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where status = 'pending'))::int`.as('pending'),
      sql<number>`(count(*) filter (where status = 'approved'))::int`.as('approved'),
      sql<number>`(count(*) filter (where status = 'rejected'))::int`.as('rejected'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/** The URL's current status, locked until the transaction ends, so two moderators cannot both decide. */
async function lockStatus(trx: Db, id: number): Promise<AdminPresenterUrlStatus> {
  const row = await trx
    .selectFrom('presenterUrls')
    .select('status')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('PRESENTER_URL_NOT_FOUND', messages.notFound);
  return row.status;
}

export interface ModerationInput {
  status: 'approved' | 'rejected';
  notes: string | null;
}

/** Approves or rejects a pending URL, recording who, when and why; audited in the same transaction. */
export async function moderatePresenterUrl(
  trx: Db,
  id: number,
  input: ModerationInput,
  actorUserId: string,
): Promise<AdminPresenterUrl> {
  const status = await lockStatus(trx, id);
  if (status !== 'pending') throw new HttpError(409, 'PRESENTER_URL_NOT_PENDING', messages.notPending(status));
  const before = await findPresenterUrl(trx, id);
  await trx
    .updateTable('presenterUrls')
    .set({
      status: input.status,
      moderatedBy: actorUserId,
      moderatedAt: sql<Date>`now()`,
      moderationNotes: input.notes,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
  const after = await findPresenterUrl(trx, id);
  if (!after) throw notFound('PRESENTER_URL_NOT_FOUND', messages.notFound);
  await recordAudit(trx, {
    actorUserId,
    action: `presenter_url.${input.status === 'approved' ? 'approve' : 'reject'}`,
    entity: 'presenter_url',
    entityId: id,
    before,
    after,
  });
  return after;
}

/** Deletes an approved or rejected URL; a pending one must be moderated first. Audited. */
export async function deletePresenterUrl(trx: Db, id: number, actorUserId: string): Promise<void> {
  const status = await lockStatus(trx, id);
  if (status === 'pending') throw new HttpError(409, 'PRESENTER_URL_PENDING', messages.pendingDelete);
  const before = await findPresenterUrl(trx, id);
  await trx.deleteFrom('presenterUrls').where('id', '=', id).execute();
  await recordAudit(trx, {
    actorUserId,
    action: 'presenter_url.delete',
    entity: 'presenter_url',
    entityId: id,
    before,
  });
}
