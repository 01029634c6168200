import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import type { BookmarkList } from '../../contract/index';
import { notFound } from '../../lib/http-error';
import { ownerOf } from '../../lib/owner';
import { type Assert, type Equals, withErrors } from '../../lib/schemas';
import { cancelReminders, planReminders } from '../push/push-planner';
import { sessionExists } from '../sessions/sessions-repository';
import { addBookmark, listBookmarkedSessionIds, removeBookmark } from './bookmarks-repository';

export const BookmarkListSchema = Type.Object({ sessionIds: Type.Array(Type.Integer()) });
export type _BookmarkListMatches = Assert<Equals<Static<typeof BookmarkListSchema>, BookmarkList>>;

const SessionIdParams = Type.Object({
  sessionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Numeric session id' }),
});

export const bookmarksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/bookmarks',
    {
      schema: {
        tags: ['agenda'],
        summary: "The caller's bookmarked session ids (account if signed in, else visitor)",
        response: withErrors({ 200: BookmarkListSchema }),
      },
    },
    async (request) => ({ sessionIds: await listBookmarkedSessionIds(app.db, ownerOf(request)) }),
  );

  app.put(
    '/api/bookmarks/:sessionId',
    {
      config: { storesForVisitor: true },
      schema: {
        tags: ['agenda'],
        summary: 'Bookmark a session (idempotent)',
        params: SessionIdParams,
        response: withErrors({ 200: BookmarkListSchema }, 400, 404),
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      if (!(await sessionExists(app.db, request.params.sessionId))) {
        throw notFound('SESSION_NOT_FOUND', 'Session not found');
      }
      await app.db.transaction().execute(async (trx) => {
        await addBookmark(trx, owner, request.params.sessionId);
        // A browser of this owner with reminders on gets one for the new agenda session.
        await planReminders(trx, { owner, sessionIds: [request.params.sessionId] });
      });
      return { sessionIds: await listBookmarkedSessionIds(app.db, owner) };
    },
  );

  app.delete(
    '/api/bookmarks/:sessionId',
    {
      schema: {
        tags: ['agenda'],
        summary: 'Remove a bookmark (idempotent)',
        params: SessionIdParams,
        response: withErrors({ 200: BookmarkListSchema }, 400, 404),
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      if (!(await sessionExists(app.db, request.params.sessionId))) {
        throw notFound('SESSION_NOT_FOUND', 'Session not found');
      }
      await app.db.transaction().execute(async (trx) => {
        await removeBookmark(trx, owner, request.params.sessionId);
        await cancelReminders(trx, { owner, sessionId: request.params.sessionId });
      });
      return { sessionIds: await listBookmarkedSessionIds(app.db, owner) };
    },
  );
};
