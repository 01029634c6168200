/**
 * /api/admin/sessions: the session table and the content moderator's session actions (admin.md §2).
 * Registered inside the admin plugin, whose guard refuses anyone but an admin.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoContent, withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-routes';
import { deleteSessions, listAdminSessions, sessionNotFound, updateSession } from './admin-sessions-repository';
import { cancelSession } from './cancel-session';
import { publishSessionChange } from './publish-session-change';
import {
  AdminSessionListSchema,
  AdminSessionSchema,
  AdminSessionUpdateSchema,
  BulkDeleteBodySchema,
  BulkDeleteResultSchema,
  CancelBodySchema,
  CancelResultSchema,
  SessionIdParams,
} from './schemas';
import { publishAnnouncement } from './session-announcement';

export const adminSessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Read here, not at module level: admin-routes imports this module (a cycle).
  const meta = { tags: [ADMIN_TAG], security: ADMIN_SECURITY };
  /** The admin guard ran before any handler here; request.user is an admin. */
  const actor = (user: { id: string } | null) => {
    if (!user) throw new Error('admin route reached without a user');
    return user.id;
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

  app.patch(
    '/api/admin/sessions/:id',
    {
      schema: {
        ...meta,
        summary: 'Edit a session; 409 when it changed since the given version',
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
      schema: {
        ...meta,
        summary: "Cancel a session and announce it ('Session Cancelled: {title}')",
        params: SessionIdParams,
        body: CancelBodySchema,
        response: withErrors({ 200: CancelResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const { session, announcement } = await cancelSession(
        app.db,
        request.params.id,
        request.body ?? {},
        actor(request.user),
      );
      try {
        await publishAnnouncement(app, announcement);
      } catch (error) {
        request.log.error({ err: error }, 'publishing the cancellation announcement failed');
      }
      await publishSessionChange(app, request.log, { sessionIds: [session.id], change: 'cancelled' });
      return {
        session,
        announcement: {
          id: announcement.id,
          title: announcement.title,
          summary: announcement.summary,
          content: announcement.content,
        },
      };
    },
  );
};
