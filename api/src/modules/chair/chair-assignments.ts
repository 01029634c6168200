/** Who chairs which session (issue 26): the one check every chair route and the chair's live topic make. */
import type { Kysely } from 'kysely';
import type { AdminChairList, ChairSession } from '../../contract/chair';
import type { Database } from '../../db/types';
import { recordAudit } from '../audit/record-audit';
import { emailSkeletons } from '../auth/email-address';
import { hashToken } from '../auth/session-store';

type Db = Kysely<Database>;

export async function chairsSession(db: Db, userId: string, sessionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sessionChairs')
    .select('sessionId')
    .where('userId', '=', userId)
    .where('sessionId', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined;
}

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

export async function chairedSessions(db: Db, userId: string): Promise<ChairSession[]> {
  const rows = await db
    .selectFrom('sessionChairs')
    .innerJoin('sessions', 'sessions.id', 'sessionChairs.sessionId')
    .select([
      'sessions.id',
      'sessions.title',
      'sessions.sessionDate',
      'sessions.startTime',
      'sessions.endTime',
      'sessions.location',
    ])
    .where('sessionChairs.userId', '=', userId)
    .orderBy('sessions.sessionDate')
    .orderBy('sessions.startTime')
    .orderBy('sessions.id')
    .execute();
  return rows.map(toChairSession);
}

/** A session row as a chair (and a chair's invitation) names it. */
export function toChairSession(row: {
  id: number;
  title: string;
  sessionDate: string | null;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
}): ChairSession {
  return {
    id: row.id,
    title: row.title,
    date: row.sessionDate,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    location: row.location,
  };
}

/** The sessions with these ids, in time order, as a chair names them. */
export async function chairSessionsByIds(db: Db, sessionIds: readonly number[]): Promise<ChairSession[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'title', 'sessionDate', 'startTime', 'endTime', 'location'])
    .where('id', 'in', [...sessionIds])
    .orderBy('sessionDate')
    .orderBy('startTime')
    .orderBy('id')
    .execute();
  return rows.map(toChairSession);
}

/**
 * Issue 35: the sessions a chair invitation is for, so that its page can name them before the invitee chooses a
 * password; null when the link is unknown, used or expired.
 */
export async function invitedChairSessions(db: Db, token: string, now: Date): Promise<ChairSession[] | null> {
  const usable = await db
    .selectFrom('accountEmailTokens')
    .select('tokenHash')
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', 'chair_invitation')
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  if (!usable) return null;
  const rows = await db
    .selectFrom('chairInvitationSessions')
    .select('sessionId')
    .where('tokenHash', '=', usable.tokenHash)
    .execute();
  return chairSessionsByIds(
    db,
    rows.map((row) => row.sessionId),
  );
}

export async function sessionOfChair(db: Db, userId: string, sessionId: number): Promise<ChairSession | null> {
  return (await chairedSessions(db, userId)).find((session) => session.id === sessionId) ?? null;
}

/** Makes the account chair of the sessions; already chaired ones are left as they are. */
export async function assignChairs(db: Db, userId: string, sessionIds: number[], assignedBy: string | null) {
  if (sessionIds.length === 0) return;
  await db
    .insertInto('sessionChairs')
    .values(sessionIds.map((sessionId) => ({ userId, sessionId, assignedBy })))
    .onConflict((conflict) => conflict.columns(['userId', 'sessionId']).doNothing())
    .execute();
}

export async function removeChair(db: Db, userId: string, sessionId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('sessionChairs')
    .where('userId', '=', userId)
    .where('sessionId', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The sessions that exist among these ids. */
export async function existingSessionIds(db: Db, sessionIds: number[]): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db.selectFrom('sessions').select('id').where('id', 'in', sessionIds).execute();
  return rows.map((row) => row.id);
}

export async function listChairs(db: Db, now: Date): Promise<AdminChairList> {
  const assignments = await db
    .selectFrom('sessionChairs')
    .innerJoin('users', 'users.id', 'sessionChairs.userId')
    .innerJoin('sessions', 'sessions.id', 'sessionChairs.sessionId')
    .select([
      'sessionChairs.userId',
      'users.name',
      'users.email',
      'sessionChairs.sessionId',
      'sessions.title as sessionTitle',
      'sessionChairs.createdAt',
    ])
    .orderBy('sessions.sessionDate')
    .orderBy('sessions.startTime')
    .orderBy('sessionChairs.sessionId')
    .orderBy('users.name')
    .execute();
  const pending = await db
    .selectFrom('accountEmailTokens')
    .innerJoin('chairInvitationSessions', 'chairInvitationSessions.tokenHash', 'accountEmailTokens.tokenHash')
    .leftJoin('users as sender', 'sender.id', 'accountEmailTokens.invitedBy')
    .select([
      'accountEmailTokens.id',
      'accountEmailTokens.tokenHash',
      'accountEmailTokens.email',
      'accountEmailTokens.name',
      'accountEmailTokens.createdAt',
      'accountEmailTokens.expiresAt',
      'chairInvitationSessions.sessionId',
      'sender.name as senderName',
      'sender.email as senderEmail',
    ])
    .where('accountEmailTokens.purpose', '=', 'chair_invitation')
    .where('accountEmailTokens.usedAt', 'is', null)
    .where('accountEmailTokens.expiresAt', '>', now)
    .orderBy('accountEmailTokens.createdAt')
    .orderBy('chairInvitationSessions.sessionId')
    .execute();
  const invitations = new Map<string, AdminChairList['invitations'][number]>();
  for (const row of pending) {
    const invitation = invitations.get(row.tokenHash) ?? {
      id: row.id,
      email: row.email,
      name: row.name ?? '',
      sessionIds: [],
      sentBy: row.senderName || row.senderEmail || null,
      sentAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
    invitation.sessionIds.push(row.sessionId);
    invitations.set(row.tokenHash, invitation);
  }
  return {
    assignments: assignments.map((row) => ({
      userId: row.userId,
      name: row.name,
      email: row.email,
      sessionId: row.sessionId,
      sessionTitle: row.sessionTitle,
      assignedAt: row.createdAt.toISOString(),
    })),
    invitations: [...invitations.values()],
  };
}

/**
 * An accepted chair invitation: the attendee account is made and chairs the sessions the invitation named
 * (those that still exist). The invitee is the actor of the account's creation, as with admin invitations.
 */
export async function createInvitedChair(
  trx: Db,
  invitation: { token: string; email: string; name: string | null; invitedBy: string | null },
  passwordHash: string,
): Promise<void> {
  const user = await trx
    .insertInto('users')
    .values({
      email: invitation.email,
      ...emailSkeletons(invitation.email),
      name: invitation.name ?? '',
      role: 'attendee',
      passwordHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessions = await trx
    .selectFrom('chairInvitationSessions')
    .select('sessionId')
    .where('tokenHash', '=', hashToken(invitation.token))
    .execute();
  await assignChairs(
    trx,
    user.id,
    sessions.map((row) => row.sessionId),
    invitation.invitedBy,
  );
  await recordAudit(trx, {
    actorUserId: user.id,
    action: 'user.create',
    entity: 'user',
    entityId: user.id,
    after: { role: 'attendee', chairOf: sessions.map((row) => row.sessionId) },
  });
}
