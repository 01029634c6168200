/**
 * Q&A rules: moderation (admin.md §4 Question status) and the live events every change publishes.
 * Writes run in a transaction with their audit entry; events are published after the commit.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminQuestion, AdminQuestionUpdateBody, QuestionStatus } from '../../contract/index';
import { sessionQuestionsTopic } from '../../contract/realtime';
import type { Database } from '../../db/types';
import { badRequest, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { publicQuestionsCache } from './public-questions-cache';
import {
  findQuestionRow,
  isPublicStatus,
  type QuestionRow,
  toAdminQuestion,
  toPublicQuestion,
} from './questions-repository';

type Db = Kysely<Database>;

export interface Actor {
  id: string;
  name: string;
}

/** What a moderation request turns into: the new status and answer fields. Pure, for unit tests. */
export function resolveModeration(
  before: { status: QuestionStatus; response: string | null },
  body: AdminQuestionUpdateBody,
): { status: QuestionStatus; response: string | null; responseChanged: boolean } {
  const given = body.response === undefined ? undefined : (body.response?.trim() ?? '') || null;
  const response = given === undefined ? before.response : given;
  const responseChanged = given !== undefined && given !== before.response;
  let status: QuestionStatus = body.status ?? before.status;
  if (body.status === 'answered' && !response) {
    throw badRequest('RESPONSE_REQUIRED', 'Write a response before marking the question answered');
  }
  // "A non-empty response sets status answered": a response alone answers a pending or approved question.
  if (body.status === undefined && given && status === 'pending') status = 'answered';
  if (isPublicStatus(status)) status = response ? 'answered' : 'approved';
  return { status, response, responseChanged };
}

function topicsOf(sessionId: number | null) {
  return sessionId === null ? (['questions'] as const) : (['questions', sessionQuestionsTopic(sessionId)] as const);
}

/**
 * Publishes what changed: always on 'moderation'; on the public topics when the question is public
 * (created there when it just became public), or deleted there when it stopped being public.
 */
export async function publishQuestionChange(
  app: FastifyInstance,
  before: QuestionRow | null,
  after: QuestionRow | null,
): Promise<void> {
  const id = (after ?? before)?.id;
  if (id === undefined) return;
  // Whoever made the change reads the list next: drop this instance's copy now, not when its own NOTIFY arrives.
  publicQuestionsCache(app).invalidate();
  if (after === null) {
    await app.realtime.publish({ topic: 'moderation', type: 'question.deleted', data: { id } });
  } else {
    await app.realtime.publish({
      topic: 'moderation',
      type: before === null ? 'question.created' : 'question.updated',
      data: toAdminQuestion(after),
    });
  }
  const wasPublic = before !== null && isPublicStatus(before.status);
  const isPublic = after !== null && isPublicStatus(after.status);
  // A session change moves the question between session topics: delete from the old one.
  if (wasPublic && before.sessionId !== null && (!isPublic || after.sessionId !== before.sessionId)) {
    await app.realtime.publish({
      topic: sessionQuestionsTopic(before.sessionId),
      type: 'question.deleted',
      data: { id },
    });
  }
  if (isPublic) {
    const data = toPublicQuestion(after);
    for (const topic of topicsOf(after.sessionId)) {
      await app.realtime.publish({ topic, type: wasPublic ? 'question.updated' : 'question.created', data });
    }
  } else if (wasPublic) {
    await app.realtime.publish({ topic: 'questions', type: 'question.deleted', data: { id } });
  }
}

export async function moderateQuestion(
  trx: Db,
  id: number,
  body: AdminQuestionUpdateBody,
  actor: Actor,
): Promise<{ before: QuestionRow; after: QuestionRow }> {
  const before = await findQuestionRow(trx, id);
  if (!before) throw notFound('QUESTION_NOT_FOUND', 'Question not found or could not be updated');
  const { status, response, responseChanged } = resolveModeration(before, body);
  const answerFields =
    response === null
      ? { response: null, respondedBy: null, responderUserId: null, respondedAt: null }
      : responseChanged || before.respondedAt === null
        ? { response, respondedBy: actor.name, responderUserId: actor.id, respondedAt: new Date() }
        : {};
  await trx
    .updateTable('questions')
    .set({
      status,
      ...answerFields,
      ...(body.moderationNotes === undefined ? {} : { moderationNotes: body.moderationNotes?.trim() || null }),
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .execute();
  const after = await findQuestionRow(trx, id);
  if (!after) throw notFound('QUESTION_NOT_FOUND', 'Question not found or could not be updated');
  await recordAudit(trx, {
    actorUserId: actor.id,
    action: 'question.moderate',
    entity: 'question',
    entityId: id,
    before: toAdminQuestion(before),
    after: toAdminQuestion(after),
    subjectUserId: before.authorUserId,
  });
  return { before, after };
}

/**
 * Approves or rejects several questions (the Q&A tab's bulk actions), in the caller's transaction. Each question is
 * moderated as a single PATCH would be, with its own audit entry; one already in that state is left alone.
 */
export async function moderateQuestions(
  trx: Db,
  ids: readonly number[],
  status: 'approved' | 'rejected',
  actor: Actor,
): Promise<{ changes: { before: QuestionRow; after: QuestionRow }[]; unchangedIds: number[]; notFoundIds: number[] }> {
  const changes: { before: QuestionRow; after: QuestionRow }[] = [];
  const unchangedIds: number[] = [];
  const notFoundIds: number[] = [];
  for (const id of new Set(ids)) {
    const before = await findQuestionRow(trx, id);
    if (!before) {
      notFoundIds.push(id);
    } else if (resolveModeration(before, { status }).status === before.status) {
      unchangedIds.push(id);
    } else {
      changes.push(await moderateQuestion(trx, id, { status }, actor));
    }
  }
  return { changes, unchangedIds, notFoundIds };
}

export async function deleteQuestion(trx: Db, id: number, actorUserId: string): Promise<QuestionRow> {
  const before = await findQuestionRow(trx, id);
  if (!before) throw notFound('QUESTION_NOT_FOUND', 'Question not found');
  await trx.deleteFrom('questions').where('id', '=', id).execute();
  await recordAudit(trx, {
    actorUserId,
    action: 'question.delete',
    entity: 'question',
    entityId: id,
    before: toAdminQuestion(before) satisfies AdminQuestion,
    subjectUserId: before.authorUserId,
  });
  return before;
}
