/** A person's question drafts in the database, always read through their owner (no other way in). */
import { sql } from 'kysely';
import { conference } from '../../config';
import type { QuestionDraft } from '../../contract/index';
import type { Db } from '../../db/database';
import type { QuestionStatus } from '../../db/types';
import type { Owner } from '../../lib/owner';
import { questionsOpenAt } from './session-questions';

const STATUS_WORDS: Record<QuestionStatus, NonNullable<QuestionDraft['sentQuestionStatus']>> = {
  pending: 'waiting for review',
  approved: 'published',
  answered: 'answered',
  rejected: 'not published',
};

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function ownedDrafts(db: Db, owner: Owner) {
  return db
    .selectFrom('questionDrafts as d')
    .leftJoin('sessions as s', 's.id', 'd.sessionId')
    .leftJoin('questions as q', 'q.id', 'd.sentQuestionId')
    .selectAll('d')
    .select(['s.title as sessionTitle', 'q.status as questionStatus'])
    .select(['s.status as sessionStatus', 's.sessionDate', 's.startTime', 's.questionsOpenedAt', 's.questionsClosedAt'])
    .where((eb) =>
      owner.userId !== null ? eb('d.userId', '=', owner.userId) : eb('d.visitorId', '=', owner.visitorId),
    );
}

type DraftRow = Awaited<ReturnType<ReturnType<typeof ownedDrafts>['executeTakeFirstOrThrow']>>;

export function toDraft(row: DraftRow): QuestionDraft {
  const opensAt =
    row.state === 'scheduled' && row.sessionId !== null && row.sessionStatus
      ? questionsOpenAt(
          {
            id: row.sessionId,
            status: row.sessionStatus,
            sessionDate: row.sessionDate,
            startTime: row.startTime,
            questionsOpenedAt: row.questionsOpenedAt,
            questionsClosedAt: row.questionsClosedAt,
          },
          conference.timeZone,
        )
      : null;
  return {
    id: row.clientId,
    sessionId: row.sessionId,
    sessionTitle: row.sessionTitle,
    text: row.text,
    readOutLoud: row.readOutLoud,
    deviceTurn: row.deviceTurn,
    seat: row.seat,
    shownName: row.shownName,
    sendWhen: row.sendWhen,
    state: row.state,
    sendsAt: iso(opensAt),
    heldReason: row.state === 'held' ? row.heldReason : null,
    sentQuestionId: row.sentQuestionId,
    sentQuestionStatus: row.questionStatus ? STATUS_WORDS[row.questionStatus] : null,
    sentAt: iso(row.sentAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listDrafts(db: Db, owner: Owner, sessionId: number | undefined): Promise<QuestionDraft[]> {
  const rows = await ownedDrafts(db, owner)
    .$call((qb) =>
      sessionId === undefined
        ? qb
        : sessionId === 0
          ? qb.where('d.sessionId', 'is', null)
          : qb.where('d.sessionId', '=', sessionId),
    )
    .orderBy('d.updatedAt', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  return rows.map(toDraft);
}

export async function findDraft(db: Db, owner: Owner, clientId: string): Promise<QuestionDraft | null> {
  const row = await ownedDrafts(db, owner).where('d.clientId', '=', clientId).executeTakeFirst();
  return row ? toDraft(row) : null;
}

/** The draft's row id, locked for the caller's transaction; null when the owner has no such draft. */
export async function lockDraft(db: Db, owner: Owner, clientId: string) {
  return (
    (await db
      .selectFrom('questionDrafts')
      .selectAll()
      .where('clientId', '=', clientId)
      .where((eb) => (owner.userId !== null ? eb('userId', '=', owner.userId) : eb('visitorId', '=', owner.visitorId)))
      .forUpdate()
      .executeTakeFirst()) ?? null
  );
}

export async function countDrafts(db: Db, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom('questionDrafts')
    .select(sql<number>`count(*)::int`.as('n'))
    .where((eb) => (owner.userId !== null ? eb('userId', '=', owner.userId) : eb('visitorId', '=', owner.visitorId)))
    .executeTakeFirstOrThrow();
  return row.n;
}
