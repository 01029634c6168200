/**
 * The chair's routes (issue 26). Every one needs a signed-in account that chairs the session named in the path;
 * any other caller — anonymous, an attendee, an admin who does not chair it, a chair of another session — is
 * refused before anything is read, and a session that does not exist is refused the same way.
 * Plus the public writing signal, which a question box sends when its writer opted in.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ChairSession } from '../../contract/chair';
import { chairTopic, sessionQuestionsTopic } from '../../contract/realtime';
import { badRequest, forbidden, notFound, unauthenticated } from '../../lib/http-error';
import { ownerOf } from '../../lib/owner';
import { perAddressLimit } from '../../lib/rate-limits';
import { NoContent, withErrors } from '../../lib/schemas';
import { requireUser } from '../auth/auth-plugin';
import { INVITATION_INVALID_MESSAGE } from '../invitations/invitation-routes';
import { closeSessionQuestions, openSessionQuestions } from '../question-drafts/open-session-questions';
import { readSessionQuestionsFields, sessionQuestionsOpen } from '../question-drafts/session-questions';
import { findQuestionRow, isPublicStatus, toPublicQuestion } from '../questions/questions-repository';
import { chairedSessions, invitedChairSessions, sessionOfChair } from './chair-assignments';
import {
  ChairInvitationSessionsBodySchema,
  ChairSessionListSchema,
  ChairSessionParams,
  ChairSessionViewSchema,
  ChairTurnParams,
  WritingParams,
} from './chair-schemas';
import { writingWindowMs } from './chair-settings';
import { callNext, chairView, markAnswered } from './chair-view';
import { recordWriting, registerWritingJobs } from './writing-signals';

export const CHAIR_TAG = 'chair';
const CHAIR_SECURITY = [{ sessionCookie: [] }];

export interface ChairRoutesOptions {
  /** Keys the hash that tells writers apart (the cookie secret): who wrote cannot be read back from it. */
  secret: string;
  /** How long a writer counts when the organisers set nothing (AppConfig.writingWindowMs). */
  writingWindowMs: number;
}

const notChair = () => forbidden('NOT_CHAIR', 'You are not a chair of this session.');

/** The session, when the signed-in caller chairs it; refuses everyone else. */
async function chairedSession(app: FastifyInstance, userId: string | undefined, sessionId: number) {
  if (!userId) throw unauthenticated();
  const session = await sessionOfChair(app.db, userId, sessionId);
  if (!session) throw notChair();
  return session;
}

/**
 * The asker's pages follow the question's public topics and read My questions again on any event there: an event
 * with the question as it is lets them see "The chair is calling on you" without a reload.
 */
async function nudgeAsker(app: FastifyInstance, questionId: number) {
  const row = await findQuestionRow(app.db, questionId);
  if (!row || !isPublicStatus(row.status)) return;
  const data = toPublicQuestion(row);
  for (const topic of [
    'questions',
    ...(row.sessionId === null ? [] : [sessionQuestionsTopic(row.sessionId)]),
  ] as const) {
    await app.realtime.publish({ topic, type: 'question.updated', data });
  }
}

/** Tells every chair view of the session to refetch. */
async function publishChanged(app: FastifyInstance, sessionId: number) {
  await app.realtime.publish({ topic: chairTopic(sessionId), type: 'chair.updated', data: { sessionId } });
}

export const chairRoutes: FastifyPluginAsyncTypebox<ChairRoutesOptions> = async (app, options) => {
  // The job queue's clock, which tests move: writing counts, turns and open questions all read the same time.
  const now = () => app.jobs.now();
  const windowOf = (db: typeof app.db) => writingWindowMs(db, options.writingWindowMs);
  registerWritingJobs(app, windowOf);

  const view = async (session: ChairSession) => {
    const at = now();
    const fields = await readSessionQuestionsFields(app.db, session.id);
    const open = fields !== null && sessionQuestionsOpen(fields, at, app.config.conference.timeZone);
    return chairView(app.db, session, open, at, await windowOf(app.db));
  };

  app.get(
    '/api/chair/sessions',
    {
      onRequest: requireUser,
      schema: {
        tags: [CHAIR_TAG],
        security: CHAIR_SECURITY,
        summary: 'The sessions the signed-in person chairs (empty when none)',
        response: withErrors({ 200: ChairSessionListSchema }, 401),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { sessions: await chairedSessions(app.db, request.user?.id ?? '') };
    },
  );

  app.get(
    '/api/chair/sessions/:sessionId',
    {
      onRequest: requireUser,
      schema: {
        tags: [CHAIR_TAG],
        security: CHAIR_SECURITY,
        summary: "The chair's view of a session: approved questions with their marks, device turns, writing count",
        params: ChairSessionParams,
        response: withErrors({ 200: ChairSessionViewSchema }, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const session = await chairedSession(app, request.user?.id, request.params.sessionId);
      reply.header('Cache-Control', 'no-store');
      return view(session);
    },
  );

  app.post(
    '/api/chair/sessions/:sessionId/turns/next',
    {
      onRequest: requireUser,
      schema: {
        tags: [CHAIR_TAG],
        security: CHAIR_SECURITY,
        summary: 'Call on the next person waiting for a device turn',
        params: ChairSessionParams,
        response: withErrors({ 200: ChairSessionViewSchema }, 400, 401, 403, 409),
      },
    },
    async (request) => {
      const session = await chairedSession(app, request.user?.id, request.params.sessionId);
      const called = await callNext(app.db, session.id, now());
      await publishChanged(app, session.id);
      await nudgeAsker(app, called);
      return view(session);
    },
  );

  app.post(
    '/api/chair/sessions/:sessionId/turns/:questionId/answered',
    {
      onRequest: requireUser,
      schema: {
        tags: [CHAIR_TAG],
        security: CHAIR_SECURITY,
        summary: 'Mark a device turn answered: it leaves the queue',
        params: ChairTurnParams,
        response: withErrors({ 200: ChairSessionViewSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const session = await chairedSession(app, request.user?.id, request.params.sessionId);
      await markAnswered(app.db, session.id, request.params.questionId, now());
      await publishChanged(app, session.id);
      return view(session);
    },
  );

  for (const [verb, open] of [
    ['open', true],
    ['close', false],
  ] as const) {
    app.post(
      `/api/chair/sessions/:sessionId/questions/${verb}`,
      {
        onRequest: requireUser,
        schema: {
          tags: [CHAIR_TAG],
          security: CHAIR_SECURITY,
          summary: open
            ? "Open the session's questions now: scheduled drafts are sent at once"
            : "Close the session's questions: scheduled drafts wait for the next opening",
          params: ChairSessionParams,
          response: withErrors({ 200: ChairSessionViewSchema }, 400, 401, 403),
        },
      },
      async (request) => {
        const userId = request.user?.id;
        const session = await chairedSession(app, userId, request.params.sessionId);
        const actor = { userId: userId as string, role: 'chair' as const };
        if (open) await openSessionQuestions(app, session.id, actor);
        else await closeSessionQuestions(app, session.id, actor);
        await publishChanged(app, session.id);
        return view(session);
      },
    );
  }

  app.post(
    '/api/auth/invitations/chair-sessions',
    {
      config: { rateLimit: { max: 60, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['identity'],
        summary:
          'The sessions a chair invitation is for (title, day, time, place), for its page; 400 when the link does not work',
        body: ChairInvitationSessionsBodySchema,
        response: withErrors({ 200: ChairSessionListSchema }, 400, 429),
      },
    },
    async (request, reply) => {
      const sessions = await invitedChairSessions(app.db, request.body.token, new Date());
      if (sessions === null) throw badRequest('INVITATION_INVALID', INVITATION_INVALID_MESSAGE);
      reply.header('Cache-Control', 'no-store');
      return { sessions };
    },
  );

  app.post(
    '/api/sessions/:sessionId/writing',
    {
      config: {
        rateLimit: perAddressLimit(
          { max: 600, timeWindow: 60_000 },
          'Very many writing signals have just come from your network.',
        ),
      },
      schema: {
        tags: [CHAIR_TAG],
        summary:
          "Someone is writing a question for this session (sent only when they opted in): counted once per visitor, anonymously, for the session's chairs until they have been quiet for the organisers' window (60 s unless set). A request without a visitor cookie or sign-in is answered 204 and not counted",
        params: WritingParams,
        response: withErrors({ 204: NoContent }, 400, 404, 429),
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const exists = await app.db.selectFrom('sessions').select('id').where('id', '=', sessionId).executeTakeFirst();
      if (!exists) throw notFound('SESSION_NOT_FOUND', 'Session not found');
      // Issue 35: a visitor is counted by the cookie their browser already had from the session's page. A request
      // that brought none (a script, or a cookie just issued to this request) is answered the same and not counted,
      // so requests without cookies cannot raise the count.
      if (!request.user && request.visitorCookieNew) {
        reply.header('X-Writing-Counted', 'no');
        return reply.status(204).send(null);
      }
      const owner = ownerOf(request);
      await recordWriting(
        app,
        options.secret,
        sessionId,
        owner.userId ? `u:${owner.userId}` : `v:${owner.visitorId}`,
        now(),
        await windowOf(app.db),
      );
      return reply.status(204).send(null);
    },
  );
};
