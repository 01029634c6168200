/**
 * /api/admin/sessions: the session table and the content moderator's session actions (admin.md §2).
 * Registered inside the admin plugin, whose guard refuses anyone but an admin.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoContent, withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import {
  createSession,
  deleteSessions,
  listAdminSessions,
  sessionNotFound,
  updateSession,
} from './admin-sessions-repository';
import { type CancelOutcome, cancelSession } from './cancel-session';
import { deleteImpact } from './delete-impact';
import { missingBodyAsEmpty } from './missing-body';
import { publishSessionChange } from './publish-session-change';
import { refuseUnknownFields } from './refuse-unknown-fields';
import { reinstateSession } from './reinstate-session';
import {
  AdminSessionCreateSchema,
  AdminSessionListSchema,
  AdminSessionSchema,
  AdminSessionUpdateSchema,
  BulkDeleteBodySchema,
  BulkDeleteResultSchema,
  CancelBodySchema,
  CancelResultSchema,
  DeleteImpactSchema,
  ReinstateBodySchema,
  ReinstateResultSchema,
  SessionIdParams,
} from './schemas';
import { publishAnnouncement } from './session-announcement';

export const adminSessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const meta = { tags: [ADMIN_TAG], security: ADMIN_SECURITY };
  /** The admin guard ran before any handler here; request.user is an admin. */
  const actor = (user: { id: string } | null) => {
    if (!user) throw new Error('admin route reached without a user');
    return user.id;
  };
  /** The announcement goes out after the commit; a failure to publish it is logged, the change stands. */
  const announced = async (outcome: CancelOutcome, log: { error: (o: object, m: string) => void }) => {
    try {
      await publishAnnouncement(app, outcome.announcement);
    } catch (error) {
      log.error({ err: error }, 'publishing the session announcement failed');
    }
    const { id, title, summary, content } = outcome.announcement;
    return { session: outcome.session, announcement: { id, title, summary, content } };
  };

  app.get(
    '/api/admin/sessions',
    {
      schema: {
        ...meta,
        summary: 'Every stored session with its edit version',
        response: withErrors({ 200: AdminSessionListSchema }, 401, 403),
      },
    },
    async () => {
      const sessions = await listAdminSessions(app.db);
      return { sessions, total: sessions.length };
    },
  );

  app.post(
    '/api/admin/sessions',
    {
      preValidation: refuseUnknownFields(AdminSessionCreateSchema),
      schema: {
        ...meta,
        summary:
          'Create a session (active, version 1); the room is one of the venues; 409 SESSION_CLASH when it clashes ' +
          'and saveAnyway was not sent',
        body: AdminSessionCreateSchema,
        response: withErrors({ 201: AdminSessionSchema }, 400, 401, 403, 409),
      },
    },
    async (request, reply) => {
      const session = await createSession(app.db, request.body, actor(request.user));
      await publishSessionChange(app, request.log, { sessionIds: [session.id], change: 'created' });
      return reply.status(201).send(session);
    },
  );

  app.patch(
    '/api/admin/sessions/:id',
    {
      preValidation: refuseUnknownFields(AdminSessionUpdateSchema),
      schema: {
        ...meta,
        summary:
          'Edit a session; 409 when it changed since the given version, or when the change clashes (same room, or a ' +
          'speaker in two places) and saveAnyway was not sent',
        params: SessionIdParams,
        body: AdminSessionUpdateSchema,
        response: withErrors({ 200: AdminSessionSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const { session, changed } = await updateSession(app.db, request.params.id, request.body, actor(request.user));
      if (changed) await publishSessionChange(app, request.log, { sessionIds: [session.id], change: 'updated' });
      return session;
    },
  );

  app.delete(
    '/api/admin/sessions/:id',
    {
      schema: {
        ...meta,
        summary: 'Delete a session (its bookmarks and presenter URLs go with it)',
        params: SessionIdParams,
        response: withErrors({ 204: NoContent }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { deletedIds } = await deleteSessions(app.db, [request.params.id], actor(request.user));
      if (deletedIds.length === 0) throw sessionNotFound();
      await publishSessionChange(app, request.log, { sessionIds: deletedIds, change: 'deleted' });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/sessions/bulk-delete',
    {
      schema: {
        ...meta,
        summary: 'Delete several sessions in one transaction',
        body: BulkDeleteBodySchema,
        response: withErrors({ 200: BulkDeleteResultSchema }, 400, 401, 403),
      },
    },
    async (request) => {
      const result = await deleteSessions(app.db, request.body.ids, actor(request.user));
      await publishSessionChange(app, request.log, { sessionIds: result.deletedIds, change: 'deleted' });
      return result;
    },
  );

  app.post(
    '/api/admin/sessions/:id/cancel',
    {
      preValidation: missingBodyAsEmpty,
      schema: {
        ...meta,
        summary:
          "Cancel a session and announce it ('Session Cancelled: {title}'); 409 STALE_VERSION when it changed " +
          'since the given version',
        params: SessionIdParams,
        body: CancelBodySchema,
        response: withErrors({ 200: CancelResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const outcome = await cancelSession(app.db, request.params.id, request.body, actor(request.user));
      const answer = await announced(outcome, request.log);
      await publishSessionChange(app, request.log, { sessionIds: [outcome.session.id], change: 'cancelled' });
      return answer;
    },
  );

  app.post(
    '/api/admin/sessions/:id/reinstate',
    {
      preValidation: [missingBodyAsEmpty, refuseUnknownFields(ReinstateBodySchema)],
      schema: {
        ...meta,
        summary:
          "Reinstate a cancelled session and announce it ('Session Reinstated: {title}'); 409 STALE_VERSION when " +
          'it changed since the given version',
        params: SessionIdParams,
        body: ReinstateBodySchema,
        response: withErrors({ 200: ReinstateResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const outcome = await reinstateSession(app.db, request.params.id, request.body, actor(request.user));
      const answer = await announced(outcome, request.log);
      await publishSessionChange(app, request.log, { sessionIds: [outcome.session.id], change: 'reinstated' });
      return answer;
    },
  );

  app.get(
    '/api/admin/sessions/:id/delete-impact',
    {
      schema: {
        ...meta,
        summary: 'What deleting the session takes with it: bookmarks, presenter links (and questions unlinked)',
        params: SessionIdParams,
        response: withErrors({ 200: DeleteImpactSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => deleteImpact(app.db, request.params.id),
  );
};
