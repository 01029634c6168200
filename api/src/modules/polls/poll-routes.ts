/**
 * Polls for attendees (issue 37, contract/polls.ts): the public lists, the caller's own answers, and answering.
 * Lists are the same for everyone (no visitor cookie read or set); answers belong to the account, else to the
 * visitor cookie, like votes, and are anonymous everywhere they are shown.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ANALYTICS_CONSENT_HEADER } from '../../contract/client';
import type { Db } from '../../db/database';
import { deviceTypeFromUserAgent } from '../../lib/device-type';
import { notFound } from '../../lib/http-error';
import { ownerOf } from '../../lib/owner';
import {
  callerKey,
  DEFAULT_RATE_LIMITS,
  perAddressLimit,
  type RateLimitSettings,
  tooManyRequests,
} from '../../lib/rate-limits';
import { withErrors } from '../../lib/schemas';
import { keepVisitor } from '../visitors/visitor-plugin';
import { signalPollAnswers } from './poll-live';
import { publicOrder, readPolls, toPoll } from './poll-results';
import {
  MyPollAnswersSchema,
  OpenPollsSchema,
  PollAnswerBodySchema,
  PollAnswerResultSchema,
  PollIdParams,
  SessionIdParams,
  SessionPollsSchema,
} from './poll-schemas';
import { myAnswers, pollNotFound, storeAnswer } from './poll-store';

export const POLLS_TAG = 'polls';
/** Live data, the same for everyone: any cache must ask again each time (pages follow the live topics). */
const PUBLIC_POLLS_CACHE_CONTROL = 'public, no-cache';

export async function sessionExists(db: Db, sessionId: number): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('id').where('id', '=', sessionId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Issue 37, data rights: an answer counts in analytics only for a signed-in person whose browser sent their consent
 * (the header the app sends only after "Accept"), as other user actions do; which option was chosen is never kept.
 */
async function recordAnswerAction(db: Db, request: FastifyRequest, sessionId: number, pollId: number) {
  if (!request.user || request.headers[ANALYTICS_CONSENT_HEADER.toLowerCase()] !== 'granted') return;
  const userAgent = request.headers['user-agent'] ?? null;
  await db
    .insertInto('userActions')
    .values({
      userId: request.user.id,
      actionType: 'poll_answer',
      actionDetails: JSON.stringify({ sessionId, pollId }),
      pageUrl: `/session/${sessionId}`,
      userAgent: userAgent?.slice(0, 1000) ?? null,
      deviceType: deviceTypeFromUserAgent(userAgent),
      sessionId: 'anonymous',
    })
    .execute();
}

export const pollRoutes: FastifyPluginAsyncTypebox<{
  rateLimits?: Partial<Pick<RateLimitSettings, 'pollAnswersPerAddress' | 'pollAnswersPerVisitor'>>;
}> = async (app, options) => {
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const perVisitor = app.createRateLimit({
    ...limits.pollAnswersPerVisitor,
    keyGenerator: (request) => `poll-answer:${callerKey(request)}`,
  });
  const now = () => app.jobs.now();

  app.get(
    '/api/sessions/:sessionId/polls',
    {
      config: { identity: false },
      schema: {
        tags: [POLLS_TAG],
        summary: "The session's open and closed polls (never drafts): open first, then closed ones, newest first",
        params: SessionIdParams,
        response: withErrors({ 200: SessionPollsSchema }, 400, 404),
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const records = await readPolls(app.db, { sessionId });
      if (records.length === 0 && !(await sessionExists(app.db, sessionId))) {
        throw notFound('SESSION_NOT_FOUND', 'Session not found');
      }
      reply.header('Cache-Control', PUBLIC_POLLS_CACHE_CONTROL);
      return { polls: publicOrder(records).map(toPoll) };
    },
  );

  app.get(
    '/api/sessions/:sessionId/polls/mine',
    {
      schema: {
        tags: [POLLS_TAG],
        summary: "The caller's own answers to the session's polls (empty without any)",
        params: SessionIdParams,
        response: withErrors({ 200: MyPollAnswersSchema }, 400),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { answers: await myAnswers(app.db, ownerOf(request), request.params.sessionId) };
    },
  );

  app.get(
    '/api/polls/open',
    {
      config: { identity: false },
      schema: {
        tags: [POLLS_TAG],
        summary: 'Every open poll, with its session title (for Q&A)',
        response: withErrors({ 200: OpenPollsSchema }),
      },
    },
    async (_request, reply) => {
      const records = await readPolls(app.db, { open: true });
      const titles = new Map(
        records.length === 0
          ? []
          : (
              await app.db
                .selectFrom('sessions')
                .select(['id', 'title'])
                .where(
                  'id',
                  'in',
                  records.map((record) => record.sessionId),
                )
                .execute()
            ).map((row) => [row.id, row.title]),
      );
      reply.header('Cache-Control', PUBLIC_POLLS_CACHE_CONTROL);
      return {
        polls: publicOrder(records).map((record) => ({
          ...toPoll(record),
          sessionTitle: titles.get(record.sessionId) ?? '',
        })),
      };
    },
  );

  app.put(
    '/api/polls/:pollId/answer',
    {
      config: {
        rateLimit: perAddressLimit(
          limits.pollAnswersPerAddress,
          'Very many poll answers have just come from your network.',
        ),
      },
      preHandler: async (request) => {
        const result = await perVisitor(request);
        if (!result.isAllowed && result.isExceeded) {
          throw tooManyRequests('RATE_LIMITED', 'You are changing your answers very quickly.', result.ttl);
        }
      },
      schema: {
        tags: [POLLS_TAG],
        summary:
          'Answer an open poll, or change your answer (one per account or visitor, anonymous): optionIds for choices and the scale, text for a free-text poll (shown once a chair approves it)',
        params: PollIdParams,
        body: PollAnswerBodySchema,
        response: withErrors({ 200: PollAnswerResultSchema }, 400, 404, 409, 429),
      },
    },
    async (request, reply) => {
      const { pollId } = request.params;
      const owner = ownerOf(request);
      const stored = await app.db.transaction().execute(async (trx) => {
        await keepVisitor(request, reply, trx);
        const result = await storeAnswer(trx, owner, pollId, request.body, now());
        // Sent with the commit: every instance counts the poll again for its own sockets, coalesced.
        await signalPollAnswers(app, result.sessionId, pollId, trx);
        return result;
      });
      await recordAnswerAction(app.db, request, stored.sessionId, pollId);
      const [record] = await readPolls(app.db, { pollIds: [pollId] });
      if (!record) throw pollNotFound();
      reply.header('Cache-Control', 'no-store');
      return { answer: stored.answer, poll: toPoll(record) };
    },
  );
};
