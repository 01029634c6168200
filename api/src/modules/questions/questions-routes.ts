/** Q&A for attendees (attendee.md §2 Q&A, §7 Questions): public list, submission, votes. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { ownerOf } from '../../lib/owner';
import { withErrors } from '../../lib/schemas';
import { sessionExists } from '../sessions/sessions-repository';
import {
  addVote,
  countVotes,
  findQuestionRow,
  isPublicStatus,
  listPublicQuestions,
  toAdminQuestion,
} from './questions-repository';
import {
  QUESTION_MAX,
  QuestionIdParams,
  QuestionListQuery,
  QuestionListSchema,
  SubmitQuestionResultSchema,
  SubmitQuestionSchema,
  VoteResultSchema,
} from './questions-schemas';
import { publishQuestionChange } from './questions-service';

export const SUBMITTED_MESSAGE =
  'Thank you! Your question has been sent. It will appear here once an admin has reviewed it.';

export interface QuestionsRoutesOptions {
  /** Per visitor (or account): question submissions and votes. */
  submitRateLimit?: { max: number; timeWindow: number };
  voteRateLimit?: { max: number; timeWindow: number };
}

/** Rate limits hang on the caller's identity (account, else visitor cookie), resolved before the limiter runs. */
function callerKey(request: FastifyRequest): string {
  if (request.user) return `user:${request.user.id}`;
  if (request.visitorId) return `visitor:${request.visitorId}`;
  return `ip:${request.ip}`;
}

function limit(options: { max: number; timeWindow: number }, what: string) {
  return {
    ...options,
    hook: 'preHandler' as const,
    keyGenerator: callerKey,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new HttpError(429, 'RATE_LIMITED', `You are ${what} too quickly. Please wait ${context.after} and try again.`),
  };
}

export const questionsRoutes: FastifyPluginAsyncTypebox<QuestionsRoutesOptions> = async (app, options) => {
  app.get(
    '/api/questions',
    {
      schema: {
        tags: ['qa'],
        summary: 'Approved and answered questions, newest first, with `voted` for the caller',
        querystring: QuestionListQuery,
        response: withErrors({ 200: QuestionListSchema }, 400),
      },
    },
    async (request) => ({
      questions: await listPublicQuestions(app.db, ownerOf(request), request.query.sessionId),
    }),
  );

  app.post(
    '/api/questions',
    {
      config: { rateLimit: limit(options.submitRateLimit ?? { max: 5, timeWindow: 60_000 }, 'sending questions') },
      schema: {
        tags: ['qa'],
        summary: 'Ask a question; it is stored pending until an admin approves it',
        body: SubmitQuestionSchema,
        response: withErrors({ 201: SubmitQuestionResultSchema }, 400, 404, 429),
      },
    },
    async (request, reply) => {
      const text = request.body.text.trim();
      if (text === '') throw badRequest('VALIDATION_ERROR', 'Please enter a question');
      if (text.length > QUESTION_MAX) {
        throw badRequest(
          'VALIDATION_ERROR',
          `Your question is ${text.length} characters; the limit is ${QUESTION_MAX}`,
        );
      }
      const { sessionId } = request.body;
      if (sessionId !== null && !(await sessionExists(app.db, sessionId))) {
        throw notFound('SESSION_NOT_FOUND', 'Session not found');
      }
      const owner = ownerOf(request);
      const user = request.user;
      const inserted = await app.db
        .insertInto('questions')
        .values({
          text,
          sessionId,
          name: user?.name ?? null,
          email: user?.email ?? null,
          anonymous: false,
          status: 'pending',
          authorUserId: owner.userId,
          authorVisitorId: owner.visitorId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await findQuestionRow(app.db, inserted.id);
      if (!row) throw notFound('QUESTION_NOT_FOUND', 'Question not found');
      await publishQuestionChange(app, null, row);
      const stored = toAdminQuestion(row);
      return reply.status(201).send({
        question: {
          id: stored.id,
          text: stored.text,
          sessionId: stored.sessionId,
          status: 'pending' as const,
          createdAt: stored.createdAt,
        },
        message: SUBMITTED_MESSAGE,
      });
    },
  );

  app.post(
    '/api/questions/:id/vote',
    {
      config: { rateLimit: limit(options.voteRateLimit ?? { max: 60, timeWindow: 60_000 }, 'voting') },
      schema: {
        tags: ['qa'],
        summary: 'Vote for a question (one vote per visitor or account)',
        params: QuestionIdParams,
        response: withErrors({ 200: VoteResultSchema }, 400, 404, 429),
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await findQuestionRow(app.db, id);
      if (!before || !isPublicStatus(before.status)) throw notFound('QUESTION_NOT_FOUND', 'Question not found');
      const added = await addVote(app.db, ownerOf(request), id);
      const newVoteCount = await countVotes(app.db, id);
      if (!added) return { success: false, newVoteCount, message: 'You already voted' };
      const after = await findQuestionRow(app.db, id);
      if (after) await publishQuestionChange(app, before, after);
      return { success: true, newVoteCount, message: 'Vote recorded' };
    },
  );
};
