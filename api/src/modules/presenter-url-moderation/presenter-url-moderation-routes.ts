/** The Presenter URLs tab's API (admin.md §2, §4, §8). Registered inside the admin guard (admin-routes.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthenticated } from '../../lib/http-error';
import { NoContent, withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import {
  countPresenterUrls,
  deletePresenterUrl,
  listPresenterUrls,
  moderatePresenterUrl,
} from './presenter-url-moderation-repository';
import {
  AdminPresenterUrlListSchema,
  AdminPresenterUrlSchema,
  ModeratePresenterUrlSchema,
  PresenterUrlIdParams,
  PresenterUrlListQuery,
} from './presenter-url-moderation-schemas';

export const presenterUrlModerationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/presenter-urls',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Presenter URLs of one status or all, newest first, with the counts of every status',
        querystring: PresenterUrlListQuery,
        response: withErrors({ 200: AdminPresenterUrlListSchema }, 400, 401, 403),
      },
    },
    async (request) => {
      const [urls, counts] = await Promise.all([
        listPresenterUrls(app.db, request.query.status ?? 'all'),
        countPresenterUrls(app.db),
      ]);
      return { urls, counts };
    },
  );

  app.post(
    '/api/admin/presenter-urls/:id/moderate',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Approve or reject a pending presenter URL, with optional notes (409 when it is not pending)',
        params: PresenterUrlIdParams,
        body: ModeratePresenterUrlSchema,
        response: withErrors({ 200: AdminPresenterUrlSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const actor = request.user;
      if (!actor) throw unauthenticated(); // the guard ran already
      const notes = request.body.notes?.trim() || null;
      const url = await app.db
        .transaction()
        .execute((trx) =>
          moderatePresenterUrl(trx, request.params.id, { status: request.body.status, notes }, actor.id),
        );
      await app.realtime.publish({ topic: 'moderation', type: 'presenter_url.updated', data: url });
      return url;
    },
  );

  app.delete(
    '/api/admin/presenter-urls/:id',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Delete an approved or rejected presenter URL (409 while it is pending)',
        params: PresenterUrlIdParams,
        response: withErrors({ 204: NoContent }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const actor = request.user;
      if (!actor) throw unauthenticated();
      const { id } = request.params;
      await app.db.transaction().execute((trx) => deletePresenterUrl(trx, id, actor.id));
      await app.realtime.publish({ topic: 'moderation', type: 'presenter_url.deleted', data: { id } });
      return reply.status(204).send(null);
    },
  );
};
