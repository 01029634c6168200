/**
 * Polls for a session's chairs and for admins (issue 37, contract/polls.ts): write ahead, open and close live,
 * show or hide results, moderate free-text answers, download the results. Every route needs a signed-in chair of
 * that session or an admin: 401 anonymous, 403 NOT_CHAIR anyone else (a session that does not exist included, so
 * nothing is told); an admin is told 404 for a session that does not exist. Each write is audited with its actor.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { ManagedPoll } from '../../contract/polls';
import type { Db } from '../../db/database';
import { forbidden, notFound, unauthenticated } from '../../lib/http-error';
import { NoContent, withErrors } from '../../lib/schemas';
import { recordAudit } from '../audit/record-audit';
import { requireUser } from '../auth/auth-plugin';
import { chairsSession } from '../chair/chair-assignments';
import { pollMinOpenSeconds } from '../chair/chair-settings';
import { publishPollChange, signalPollAnswers } from './poll-live';
import { managedOrder, readPolls, toManagedPoll } from './poll-results';
import { POLLS_TAG, sessionExists } from './poll-routes';
import {
  ManagedPollParams,
  ManagedPollSchema,
  ManagedPollsSchema,
  PollResultsVisibilityBodySchema,
  PollTextAnswerParams,
  PollWriteBodySchema,
  SessionIdParams,
} from './poll-schemas';
import {
  closePoll,
  createPoll,
  deletePoll,
  moderateTextAnswer,
  openPoll,
  pollNotFound,
  setResultsVisible,
  updatePoll,
} from './poll-store';
import { pollsCsv } from './polls-csv';

const SECURITY = [{ sessionCookie: [] }];
const CsvText = Type.String({ description: 'CSV (text/csv; UTF-8)' });

interface Actor {
  userId: string;
  role: 'admin' | 'chair';
}

/** The caller, when they may manage this session's polls; refuses everyone else. */
async function pollManager(app: FastifyInstance, user: { id: string; role: string } | null, sessionId: number) {
  if (!user) throw unauthenticated();
  if (user.role === 'admin') {
    if (!(await sessionExists(app.db, sessionId))) throw notFound('SESSION_NOT_FOUND', 'Session not found');
    return { userId: user.id, role: 'admin' } satisfies Actor;
  }
  if (!(await chairsSession(app.db, user.id, sessionId))) {
    throw forbidden('NOT_CHAIR', 'You are not a chair of this session.');
  }
  return { userId: user.id, role: 'chair' } satisfies Actor;
}

async function managedPoll(db: Db, pollId: number): Promise<ManagedPoll> {
  const [record] = await readPolls(db, { pollIds: [pollId] }, { drafts: true, allTexts: true });
  if (!record) throw pollNotFound();
  return toManagedPoll(record);
}

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export const chairPollRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.jobs.now();
  const base = '/api/chair/sessions/:sessionId/polls';
  const common = { onRequest: requireUser } as const;
  const schemaOf = (summary: string) => ({ tags: [POLLS_TAG], security: SECURITY, summary });

  /** Runs a write with its audit entry, then tells attendees (if the poll is public) and the chairs. */
  const write = async <T extends { state: string } | null>(
    actor: Actor,
    sessionId: number,
    pollId: number | null,
    action: string,
    change: (trx: Db) => Promise<{ pollId: number; before: T }>,
  ): Promise<number> => {
    const { pollId: id, before } = await app.db.transaction().execute(async (trx) => {
      const result = await change(trx);
      await recordAudit(trx, {
        actorUserId: actor.userId,
        action,
        entity: 'poll',
        entityId: result.pollId,
        before: result.before,
        after: { sessionId, by: actor.role },
      });
      return result;
    });
    await publishPollChange(app, sessionId, id, before !== null && before.state !== 'draft');
    return pollId ?? id;
  };

  app.get(
    base,
    {
      ...common,
      schema: {
        ...schemaOf(
          "The session's polls for its chairs: drafts first, then open, then closed; every result and text answer",
        ),
        params: SessionIdParams,
        response: withErrors({ 200: ManagedPollsSchema }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      await pollManager(app, request.user, sessionId);
      const records = await readPolls(app.db, { sessionId }, { drafts: true, allTexts: true });
      noStore(reply);
      return { polls: managedOrder(records).map(toManagedPoll), minOpenSeconds: await pollMinOpenSeconds(app.db) };
    },
  );

  app.post(
    base,
    {
      ...common,
      schema: {
        ...schemaOf('Write a poll ahead of time (a draft, seen only by chairs and admins until opened)'),
        params: SessionIdParams,
        body: PollWriteBodySchema,
        response: withErrors({ 201: ManagedPollSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const actor = await pollManager(app, request.user, sessionId);
      const id = await write(actor, sessionId, null, 'poll.create', async (trx) => ({
        pollId: await createPoll(trx, sessionId, request.body, now()),
        before: null,
      }));
      noStore(reply).status(201);
      return managedPoll(app.db, id);
    },
  );

  app.put(
    `${base}/:pollId`,
    {
      ...common,
      schema: {
        ...schemaOf('Edit a draft poll (409 POLL_NOT_DRAFT once it has been opened)'),
        params: ManagedPollParams,
        body: PollWriteBodySchema,
        response: withErrors({ 200: ManagedPollSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const { sessionId, pollId } = request.params;
      const actor = await pollManager(app, request.user, sessionId);
      await write(actor, sessionId, pollId, 'poll.update', async (trx) => ({
        pollId,
        before: await updatePoll(trx, sessionId, pollId, request.body, now()),
      }));
      noStore(reply);
      return managedPoll(app.db, pollId);
    },
  );

  app.delete(
    `${base}/:pollId`,
    {
      ...common,
      schema: {
        ...schemaOf('Delete a poll and its answers (409 POLL_OPEN while it is open)'),
        params: ManagedPollParams,
        response: withErrors({ 204: NoContent }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const { sessionId, pollId } = request.params;
      const actor = await pollManager(app, request.user, sessionId);
      await write(actor, sessionId, pollId, 'poll.delete', async (trx) => ({
        pollId,
        before: await deletePoll(trx, sessionId, pollId),
      }));
      return reply.status(204).send(null);
    },
  );

  for (const verb of ['open', 'close'] as const) {
    app.post(
      `${base}/:pollId/${verb}`,
      {
        ...common,
        schema: {
          ...schemaOf(
            verb === 'open'
              ? 'Open a draft or closed poll (409 ANOTHER_POLL_OPEN while another poll of the session is open)'
              : "Close an open poll (409 POLL_MIN_OPEN before the organisers' minimum time, saying when it can close)",
          ),
          params: ManagedPollParams,
          response: withErrors({ 200: ManagedPollSchema }, 400, 401, 403, 404, 409),
        },
      },
      async (request, reply) => {
        const { sessionId, pollId } = request.params;
        const actor = await pollManager(app, request.user, sessionId);
        const minimum = await pollMinOpenSeconds(app.db);
        await write(actor, sessionId, pollId, `poll.${verb}`, async (trx) => ({
          pollId,
          before:
            verb === 'open'
              ? await openPoll(trx, sessionId, pollId, now(), minimum)
              : await closePoll(trx, sessionId, pollId, now()),
        }));
        noStore(reply);
        return managedPoll(app.db, pollId);
      },
    );
  }

  app.post(
    `${base}/:pollId/results-visibility`,
    {
      ...common,
      schema: {
        ...schemaOf(
          'Show or hide the results to attendees while the poll is open (after it closes they always see them)',
        ),
        params: ManagedPollParams,
        body: PollResultsVisibilityBodySchema,
        response: withErrors({ 200: ManagedPollSchema }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { sessionId, pollId } = request.params;
      const actor = await pollManager(app, request.user, sessionId);
      await write(actor, sessionId, pollId, 'poll.results_visibility', async (trx) => ({
        pollId,
        before: await setResultsVisible(trx, sessionId, pollId, request.body.visible, now()),
      }));
      noStore(reply);
      return managedPoll(app.db, pollId);
    },
  );

  for (const [verb, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `${base}/:pollId/answers/:answerId/${verb}`,
      {
        ...common,
        schema: {
          ...schemaOf(
            verb === 'approve'
              ? 'Approve a free-text answer: it shows with the results (never who wrote it)'
              : 'Reject a free-text answer: it is never shown',
          ),
          params: PollTextAnswerParams,
          response: withErrors({ 200: ManagedPollSchema }, 400, 401, 403, 404),
        },
      },
      async (request, reply) => {
        const { sessionId, pollId, answerId } = request.params;
        const actor = await pollManager(app, request.user, sessionId);
        await app.db.transaction().execute(async (trx) => {
          await moderateTextAnswer(trx, sessionId, pollId, answerId, status);
          // The answer's words stay out of the log: only which answer and what was decided.
          await recordAudit(trx, {
            actorUserId: actor.userId,
            action: `poll.answer_${verb}`,
            entity: 'poll_answer',
            entityId: answerId,
            after: { pollId, sessionId, status, by: actor.role },
          });
          // The approved texts are part of the results: counted again and sent, coalesced, like an answer.
          await signalPollAnswers(app, sessionId, pollId, trx);
        });
        noStore(reply);
        return managedPoll(app.db, pollId);
      },
    );
  }

  app.get(
    '/api/chair/sessions/:sessionId/polls.csv',
    {
      ...common,
      schema: {
        ...schemaOf("Every opened poll's results as CSV: one row per option or approved text answer, never who"),
        params: SessionIdParams,
        produces: ['text/csv'],
        response: withErrors({ 200: CsvText }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      await pollManager(app, request.user, sessionId);
      const records = await readPolls(app.db, { sessionId });
      noStore(reply)
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="session-${sessionId}-polls.csv"`);
      return pollsCsv(records);
    },
  );
};
