/**
 * Question drafts (issue 26): the owner's own drafts, saved as they write, and sending them now or when the
 * session's questions open (the server sends those: the 'question-draft-send' job). Only the owner reaches a
 * draft; request bodies are never logged, so neither is a draft's text.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conference } from '../../config';
import { SEAT_MAX } from '../../contract/index';
import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { ownerOf } from '../../lib/owner';
import { DEFAULT_RATE_LIMITS, perAddressLimit, type RateLimitSettings } from '../../lib/rate-limits';
import { NoContent, withErrors } from '../../lib/schemas';
import { cancelJob } from '../jobs/job-queue';
import type { QuestionSendLimit } from '../questions/question-send-limit';
import { QUESTION_MAX, SHOWN_NAME_MAX } from '../questions/questions-schemas';
import { sessionExists } from '../sessions/sessions-repository';
import { DRAFT_SEND_JOB, draftJobKey, scheduleDraftJob } from './draft-scheduling';
import { countDrafts, findDraft, listDrafts, lockDraft } from './question-drafts-repository';
import {
  DRAFTS_MAX,
  DraftIdParams,
  DraftListQuery,
  QuestionDraftListSchema,
  QuestionDraftSaveSchema,
  QuestionDraftSchema,
  QuestionDraftSendSchema,
} from './question-drafts-schemas';
import { draftSendHandler, publishSentQuestion, sendDraftRow } from './send-draft';
import { readSessionQuestionsFields, refuseWhenClosedByHand, sessionQuestionsOpen } from './session-questions';

const draftSent = () =>
  new HttpError(409, 'DRAFT_SENT', 'This question has already been sent, so it can no longer be changed.');
const draftNotFound = () => notFound('DRAFT_NOT_FOUND', 'This draft is not here: it may have been deleted.');

function tooLong(what: string, length: number, max: number) {
  return badRequest('VALIDATION_ERROR', `${what} is ${length} characters; the limit is ${max}`);
}

export interface QuestionDraftsRoutesOptions {
  rateLimits?: Pick<RateLimitSettings, 'questionsPerAddress' | 'draftSavesPerAddress'>;
  /**
   * The per-person question count shared with asking directly: taken at the moment a draft is sent, by the asker
   * or by the server's job (which waits for the count to allow it; send-draft.ts).
   */
  questionSends: QuestionSendLimit;
}

export const questionDraftsRoutes: FastifyPluginAsyncTypebox<QuestionDraftsRoutesOptions> = async (app, options) => {
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  app.jobs.register({ kind: DRAFT_SEND_JOB, lane: 'questions' }, draftSendHandler(app, options.questionSends));

  const { questionSends } = options;
  // Saving, deleting and unscheduling store for a visitor: per address, so a script dropping cookies meets a bound.
  const draftWrites = perAddressLimit(
    limits.draftSavesPerAddress,
    'Very many question drafts have just been saved from your network.',
  );

  app.get(
    '/api/question-drafts',
    {
      schema: {
        tags: ['qa'],
        summary: "The caller's own question drafts (sent ones too, with how they stand), newest change first",
        querystring: DraftListQuery,
        response: withErrors({ 200: QuestionDraftListSchema }, 400),
      },
    },
    async (request) => ({ drafts: await listDrafts(app.db, ownerOf(request), request.query.sessionId) }),
  );

  app.put(
    '/api/question-drafts/:id',
    {
      config: { storesForVisitor: true, rateLimit: draftWrites },
      schema: {
        tags: ['qa'],
        summary: 'Save a draft as it is written (made when new); refused once it is sent',
        params: DraftIdParams,
        body: QuestionDraftSaveSchema,
        response: withErrors({ 200: QuestionDraftSchema }, 400, 404, 409, 429),
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const body = request.body;
      if (body.text.length > QUESTION_MAX) throw tooLong('Your question', body.text.length, QUESTION_MAX);
      const seat = body.seat?.trim() || null;
      if (seat && seat.length > SEAT_MAX) throw tooLong('Where you are sitting', seat.length, SEAT_MAX);
      const shownName = body.shownName?.trim() || null;
      if (shownName && shownName.length > SHOWN_NAME_MAX) throw tooLong('The name', shownName.length, SHOWN_NAME_MAX);
      if (body.sessionId !== null && !(await sessionExists(app.db, body.sessionId))) {
        throw notFound('SESSION_NOT_FOUND', 'Session not found');
      }
      const clientId = request.params.id;
      const fields = {
        text: body.text,
        readOutLoud: body.readOutLoud,
        deviceTurn: body.deviceTurn,
        seat,
        shownName,
        updatedAt: new Date(),
      };
      // The id is the browser's: saving it again (a retry, a second tab) changes that one draft, never makes two.
      const store = () =>
        app.db.transaction().execute(async (trx) => {
          const existing = await lockDraft(trx, owner, clientId);
          return existing ? update(trx, existing) : insert(trx);
        });
      const update = async (trx: Db, existing: NonNullable<Awaited<ReturnType<typeof lockDraft>>>) => {
        if (existing.state === 'sent') throw draftSent();
        // A waiting draft keeps its session: moving it would need a new schedule, so that is refused.
        if (existing.sessionId !== body.sessionId && existing.state !== 'draft') {
          throw new HttpError(
            409,
            'DRAFT_WAITING',
            'This question is waiting to be sent to its session. Stop the sending before moving it to another session.',
          );
        }
        await trx
          .updateTable('questionDrafts')
          .set({ ...fields, sessionId: body.sessionId })
          .where('id', '=', existing.id)
          .execute();
        return true;
      };
      const insert = async (trx: Db) => {
        if ((await countDrafts(trx, owner)) >= DRAFTS_MAX) {
          throw badRequest('TOO_MANY_DRAFTS', `You have ${DRAFTS_MAX} drafts. Delete some before starting another.`);
        }
        // Two first saves of one new draft at once (a retry while the first is on its way): the second waits for
        // the first, makes nothing, and saves again as a change.
        const made = await trx
          .insertInto('questionDrafts')
          .values({ ...fields, clientId, sessionId: body.sessionId, userId: owner.userId, visitorId: owner.visitorId })
          .onConflict((conflict) => conflict.doNothing())
          .returning('id')
          .executeTakeFirst();
        return made !== undefined;
      };
      if (!(await store())) await store();
      const saved = await findDraft(app.db, owner, clientId);
      if (!saved) throw draftNotFound();
      return saved;
    },
  );

  app.delete(
    '/api/question-drafts/:id',
    {
      config: { rateLimit: draftWrites },
      schema: {
        tags: ['qa'],
        summary: 'Delete a draft (a sent one: only from this list; the question stays)',
        params: DraftIdParams,
        response: withErrors({ 204: NoContent }, 400, 404, 429),
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      await app.db.transaction().execute(async (trx) => {
        const draft = await lockDraft(trx, owner, request.params.id);
        if (!draft) throw draftNotFound();
        await cancelJob(trx, draftJobKey(draft.id));
        await trx.deleteFrom('questionDrafts').where('id', '=', draft.id).execute();
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/question-drafts/:id/send',
    {
      config: {
        rateLimit: perAddressLimit(
          limits.questionsPerAddress,
          'Very many questions have just been sent from your network.',
        ),
      },
      schema: {
        tags: ['qa'],
        summary: "Send a draft now, or when its session's questions open (the server sends it then)",
        params: DraftIdParams,
        body: QuestionDraftSendSchema,
        response: withErrors({ 200: QuestionDraftSchema }, 400, 404, 409, 429),
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { when } = request.body;
      const now = app.jobs.now();
      const sentId = await app.db.transaction().execute(async (trx) => {
        const draft = await lockDraft(trx, owner, request.params.id);
        if (!draft) throw draftNotFound();
        if (draft.state === 'sent') throw draftSent();
        const text = draft.text.trim();
        if (text === '') throw badRequest('VALIDATION_ERROR', 'Please enter a question');
        if (text.length > QUESTION_MAX) throw tooLong('Your question', text.length, QUESTION_MAX);
        const session = draft.sessionId === null ? null : await readSessionQuestionsFields(trx, draft.sessionId);
        if (when === 'now') {
          refuseWhenClosedByHand(session);
          // Counted when it is sent, in the asker's count of questions; over it, a 429 and the draft as it was.
          await questionSends.takeForRequest(request);
          await trx.updateTable('questionDrafts').set({ sendWhen: 'now' }).where('id', '=', draft.id).execute();
          return sendDraftRow(trx, draft, now);
        }
        if (!session) {
          throw badRequest(
            'NO_SESSION',
            'This question is not for a session, so it has no time when questions open. Send it now instead.',
          );
        }
        if (session.status === 'cancelled') {
          await trx
            .updateTable('questionDrafts')
            .set({ sendWhen: 'questions_open', state: 'held', heldReason: 'session_cancelled', updatedAt: now })
            .where('id', '=', draft.id)
            .execute();
          return null;
        }
        if (sessionQuestionsOpen(session, now, conference.timeZone)) {
          await questionSends.takeForRequest(request);
          await trx
            .updateTable('questionDrafts')
            .set({ sendWhen: 'questions_open' })
            .where('id', '=', draft.id)
            .execute();
          return sendDraftRow(trx, draft, now);
        }
        await trx
          .updateTable('questionDrafts')
          .set({ sendWhen: 'questions_open', state: 'scheduled', heldReason: null, updatedAt: now })
          .where('id', '=', draft.id)
          .execute();
        await scheduleDraftJob(trx, draft.id, session, conference.timeZone, now);
        return null;
      });
      if (sentId !== null) await publishSentQuestion(app, sentId);
      const draft = await findDraft(app.db, owner, request.params.id);
      if (!draft) throw draftNotFound();
      return draft;
    },
  );

  app.post(
    '/api/question-drafts/:id/unschedule',
    {
      config: { rateLimit: draftWrites },
      schema: {
        tags: ['qa'],
        summary: 'Stop a draft waiting to be sent: it is a draft again',
        params: DraftIdParams,
        response: withErrors({ 200: QuestionDraftSchema }, 400, 404, 409, 429),
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      await app.db.transaction().execute(async (trx) => {
        const draft = await lockDraft(trx, owner, request.params.id);
        if (!draft) throw draftNotFound();
        if (draft.state === 'sent') throw draftSent();
        await cancelJob(trx, draftJobKey(draft.id));
        await trx
          .updateTable('questionDrafts')
          .set({ state: 'draft', sendWhen: 'now', heldReason: null, updatedAt: new Date() })
          .where('id', '=', draft.id)
          .execute();
      });
      const draft = await findDraft(app.db, owner, request.params.id);
      if (!draft) throw draftNotFound();
      return draft;
    },
  );
};
