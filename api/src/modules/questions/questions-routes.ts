/** Q&A for attendees (attendee.md §2 Q&A, §7 Questions): public list, submission, votes. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { compileDocument, sendCompiled } from '../../lib/document-cache';
import { badRequest, notFound } from '../../lib/http-error';
import { ownerOf } from '../../lib/owner';
import {
  callerKey,
  DEFAULT_RATE_LIMITS,
  type Limit,
  perAddressLimit,
  type RateLimitSettings,
  tooManyRequests,
} from '../../lib/rate-limits';
import { withErrors } from '../../lib/schemas';
import { readSessionQuestionsFields, refuseWhenClosedByHand } from '../question-drafts/session-questions';
import { keepVisitor } from '../visitors/visitor-plugin';
import { listMyQuestions } from './my-questions';
import { publicQuestionsCache } from './public-questions-cache';
import type { QuestionSendLimit } from './question-send-limit';
import {
  addVote,
  countVotes,
  findQuestionRow,
  isPublicStatus,
  listPublicQuestionRows,
  type QuestionRow,
  toAdminQuestion,
  toPublicQuestion,
  votedQuestionIds,
} from './questions-repository';
import {
  MyQuestionListSchema,
  QUESTION_MAX,
  QuestionIdParams,
  QuestionListQuery,
  QuestionListSchema,
  SHOWN_NAME_MAX,
  SubmitQuestionResultSchema,
  SubmitQuestionSchema,
  VoteResultSchema,
} from './questions-schemas';
import { publishQuestionChange } from './questions-service';
import { voteAdmission } from './vote-admission';

export const SUBMITTED_MESSAGE =
  'Thank you! Your question has been sent. It will appear here once an admin has reviewed it.';

export interface QuestionsRoutesOptions {
  rateLimits?: Pick<
    RateLimitSettings,
    | 'questionsPerVisitor'
    | 'questionsPerAddress'
    | 'votesPerVisitor'
    | 'votesPerAddress'
    | 'newVisitorVotesPerAddressAndQuestion'
    | 'anonymousVotesPerAddressAndQuestion'
  >;
  /** The per-person question count, shared with drafts sent now or by the server (live-routes.ts). */
  questionSends: QuestionSendLimit;
}

export const questionsRoutes: FastifyPluginAsyncTypebox<QuestionsRoutesOptions> = async (app, options) => {
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };

  /** The per-visitor limit, run after the visitor cookie is read (the per-address one ran at onRequest). */
  const perVisitor = (limit: Limit, sentence: string) => {
    const check = app.createRateLimit({
      ...limit,
      keyGenerator: (request) => `${request.routeOptions.url}:${callerKey(request)}`,
    });
    return async (request: FastifyRequest) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests('RATE_LIMITED', sentence, result.ttl);
    };
  };
  const publicQuestions = publicQuestionsCache(app);

  const questionsPerVisitor = (request: FastifyRequest) => options.questionSends.takeForRequest(request);
  const votesPerVisitor = perVisitor(limits.votesPerVisitor, 'You are voting too quickly.');
  const admitVote = voteAdmission(app, limits);

  app.get(
    '/api/questions',
    {
      config: { visitorRowUnread: true },
      schema: {
        tags: ['qa'],
        summary: 'Approved and answered questions, newest first, with `voted` for the caller',
        querystring: QuestionListQuery,
        response: withErrors({ 200: QuestionListSchema }, 400),
      },
    },
    async (request, reply) => {
      const { sessionId } = request.query;
      const owner = ownerOf(request);
      const readRows = () => publicQuestions.rows.get(() => listPublicQuestionRows(app.db));
      const inFilter = (rows: QuestionRow[]) =>
        sessionId === undefined ? rows : rows.filter((row) => row.sessionId === sessionId);
      const [all, voted] = await Promise.all([
        readRows(),
        publicQuestions.votes.get(owner.userId !== null ? `u:${owner.userId}` : `v:${owner.visitorId}`, () =>
          votedQuestionIds(app.db, owner),
        ),
      ]);
      const shown = inFilter(all);
      if (shown.some((row) => voted.has(row.id))) {
        return { questions: shown.map((row) => toPublicQuestion(row, voted.has(row.id))) };
      }
      // No vote among them: the answer everyone without a vote gets, serialized and compressed once. The rows are
      // read again inside the build: `all` may predate a change heard since, and a document kept from it would
      // stay stale until the next change.
      const doc = await publicQuestions.unvotedDocuments.get(String(sessionId ?? 'all'), async () => {
        const rows = inFilter(await readRows());
        return compileDocument(
          reply.serialize({ questions: rows.map((row) => toPublicQuestion(row, false)) }) as string,
        );
      });
      sendCompiled(request, reply, doc, { etag: false });
      return reply;
    },
  );

  app.get(
    '/api/questions/mine',
    {
      schema: {
        tags: ['qa'],
        summary: "The caller's own questions with their status; a signed-in caller's from every device",
        response: withErrors({ 200: MyQuestionListSchema }),
      },
    },
    async (request) => ({ questions: await listMyQuestions(app.db, ownerOf(request)) }),
  );

  app.post(
    '/api/questions',
    {
      config: {
        rateLimit: perAddressLimit(
          limits.questionsPerAddress,
          'Very many questions have just been sent from your network.',
        ),
      },
      preHandler: questionsPerVisitor,
      schema: {
        tags: ['qa'],
        summary: 'Ask a question; it is stored pending until an admin approves it',
        body: SubmitQuestionSchema,
        response: withErrors({ 201: SubmitQuestionResultSchema }, 400, 404, 409, 429),
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
      const session = sessionId === null ? null : await readSessionQuestionsFields(app.db, sessionId);
      if (sessionId !== null && !session) throw notFound('SESSION_NOT_FOUND', 'Session not found');
      refuseWhenClosedByHand(session);
      // Anonymous unless the asker chose to show a name (the Privacy Policy's promise): the account's name and
      // email are never copied onto the question.
      const shownName = request.body.showName?.trim() ?? '';
      if (shownName.length > SHOWN_NAME_MAX) {
        throw badRequest(
          'VALIDATION_ERROR',
          `The name is ${shownName.length} characters; the limit is ${SHOWN_NAME_MAX}`,
        );
      }
      await keepVisitor(request, reply);
      const owner = ownerOf(request);
      const inserted = await app.db
        .insertInto('questions')
        .values({
          text,
          sessionId,
          name: shownName || null,
          email: null,
          anonymous: shownName === '',
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
      config: {
        rateLimit: perAddressLimit(limits.votesPerAddress, 'Very many votes have just been sent from your network.'),
      },
      preHandler: votesPerVisitor,
      schema: {
        tags: ['qa'],
        summary: 'Vote for a question (one vote per visitor or account)',
        params: QuestionIdParams,
        response: withErrors({ 200: VoteResultSchema }, 400, 404, 429),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const before = await findQuestionRow(app.db, id);
      if (!before || !isPublicStatus(before.status)) throw notFound('QUESTION_NOT_FOUND', 'Question not found');
      const owner = ownerOf(request);
      const added = await app.db.transaction().execute(async (trx) => {
        await keepVisitor(request, reply, trx);
        if (!(await addVote(trx, owner, id))) return false;
        // Counted once stored: a repeated vote, or the same vote sent twice at once, adds nothing and counts nothing.
        const refusal = await admitVote(request);
        if (refusal) throw refusal; // the vote, and a new visitor's row, are rolled back
        return true;
      });
      const newVoteCount = await countVotes(app.db, id);
      if (!added) return { success: false, newVoteCount, message: 'You already voted' };
      const after = await findQuestionRow(app.db, id);
      if (after) await publishQuestionChange(app, before, after);
      return { success: true, newVoteCount, message: 'Vote recorded' };
    },
  );
};
