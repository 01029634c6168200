/**
 * The room screen's data (issue 37): everything the projector at /room/{sessionId} shows, with no sign-in and no
 * personal data (an asker's name only where they chose to show it), the QR code of the session's short address,
 * and the short address itself, /s/{sessionId}, which leads to the session's page.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import QRCode from 'qrcode';
import { Type } from 'typebox';
import type { RoomQuestion } from '../../contract/polls';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { publicOrigin } from '../../lib/public-origin';
import { withErrors } from '../../lib/schemas';
import { toChairSession } from '../chair/chair-assignments';
import { writingWindowMs } from '../chair/chair-settings';
import { writingCount } from '../chair/writing-signals';
import { readSessionQuestionsFields, sessionQuestionsOpen } from '../question-drafts/session-questions';
import { publicOrder, readPolls, toPoll } from './poll-results';
import { POLLS_TAG } from './poll-routes';
import { RoomViewSchema, SessionIdParams } from './poll-schemas';

const SvgText = Type.String({ description: 'An SVG image (image/svg+xml)' });
/** The QR code of an address never changes: kept a day by browsers and shared caches. */
const QR_CACHE_CONTROL = 'public, max-age=86400';
const QR_CACHE_ENTRIES = 500;

/**
 * Approved questions not yet answered, in the order the chair takes them: the device turn being called, then by
 * votes, then oldest first. A device turn the chair marked answered is left out too.
 */
async function roomQuestions(db: Db, sessionId: number): Promise<RoomQuestion[]> {
  const rows = await db
    .selectFrom('questions as q')
    .leftJoin('chairTurns as t', 't.questionId', 'q.id')
    .select(['q.id', 'q.text', 'q.name', 'q.anonymous', 'q.readOutLoud', 'q.deviceTurn', 't.state as turnState'])
    .select(sql<number>`(select count(*)::int from question_votes v where v.question_id = q.id)`.as('votes'))
    .where('q.sessionId', '=', sessionId)
    .where('q.status', '=', 'approved')
    .where((eb) => eb.or([eb('t.state', 'is', null), eb('t.state', '<>', 'answered')]))
    .orderBy(sql`coalesce(t.state = 'called', false)`, 'desc')
    .orderBy('votes', 'desc')
    .orderBy('q.createdAt')
    .orderBy('q.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    shownName: row.anonymous ? null : row.name,
    readOutLoud: row.readOutLoud,
    deviceTurn: row.deviceTurn,
    votes: row.votes,
    answered: false,
  }));
}

export const roomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const qrCodes = new Map<string, string>();

  app.get(
    '/api/room/:sessionId',
    {
      config: { identity: false },
      schema: {
        tags: [POLLS_TAG],
        summary:
          "The room screen: the session, its approved questions in the chair's order, its polls, the writing count and the short address",
        params: SessionIdParams,
        response: withErrors({ 200: RoomViewSchema }, 400, 404),
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const session = await app.db
        .selectFrom('sessions')
        .select(['id', 'title', 'sessionDate', 'startTime', 'endTime', 'location'])
        .where('id', '=', sessionId)
        .executeTakeFirst();
      if (!session) throw notFound('SESSION_NOT_FOUND', 'Session not found');
      const at = app.jobs.now();
      const [fields, questions, polls, windowMs] = await Promise.all([
        readSessionQuestionsFields(app.db, sessionId),
        roomQuestions(app.db, sessionId),
        readPolls(app.db, { sessionId }),
        writingWindowMs(app.db, app.config.writingWindowMs),
      ]);
      const writing = await writingCount(app.db, sessionId, at, windowMs);
      reply.header('Cache-Control', 'public, no-cache');
      return {
        session: toChairSession(session),
        shortUrl: `${publicOrigin(request)}/s/${sessionId}`,
        questionsOpen: fields !== null && sessionQuestionsOpen(fields, at, app.config.conference.timeZone),
        questions,
        polls: publicOrder(polls).map(toPoll),
        writing,
      };
    },
  );

  app.get(
    '/api/room/:sessionId/qr.svg',
    {
      config: { identity: false },
      schema: {
        tags: [POLLS_TAG],
        summary: "The QR code of the session's short address (RoomView.shortUrl), drawn on the server",
        params: SessionIdParams,
        produces: ['image/svg+xml'],
        response: withErrors({ 200: SvgText }, 400),
      },
    },
    async (request, reply) => {
      const url = `${publicOrigin(request)}/s/${request.params.sessionId}`;
      let svg = qrCodes.get(url);
      if (svg === undefined) {
        svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
        if (qrCodes.size >= QR_CACHE_ENTRIES) qrCodes.clear();
        qrCodes.set(url, svg);
      }
      reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', QR_CACHE_CONTROL);
      return svg;
    },
  );

  app.get(
    '/s/:sessionId',
    {
      schema: {
        // A page address, like the app's other pages: not part of the API document (a lone 302 is no API answer).
        hide: true,
        summary: "A session's short address (the room screen's QR code): 302 to its page, /session/{sessionId}",
        params: SessionIdParams,
        response: withErrors({ 302: Type.Null({ description: "To the session's page" }) }, 400),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return reply.redirect(`/session/${request.params.sessionId}`, 302);
    },
  );
};
