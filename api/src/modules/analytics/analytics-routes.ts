/** GET /api/admin/analytics — registered inside the admin plugin, which guards it. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { computeAnalytics } from './analytics-repository';
import { AdminAnalyticsSchema, AnalyticsQuerySchema } from './analytics-schemas';

export const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/analytics',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary:
          'Totals with changes against the previous range, question status, sessions by type, activity per day, top actions, devices and attendance',
        querystring: AnalyticsQuerySchema,
        response: withErrors({ 200: AdminAnalyticsSchema }, 400, 401, 403),
      },
    },
    async (request) => computeAnalytics(app.db, request.query.days ?? 30, app.config.conference.timeZone),
  );
};
