/** The Dashboard tab's API (admin.md §2 Dashboard; BEYOND D7). Registered inside the admin guard (admin-routes.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { countStats, pendingQuestions, pendingUrls, recentQuestions } from './admin-dashboard-repository';
import { AdminDashboardSchema, AdminSystemStatusSchema } from './admin-dashboard-schemas';
import { checkSystem } from './system-status';

export const adminDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const targets = () => ({ db: app.db, dataDir: app.config.dataDir });

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Everything the dashboard shows: stat counts, pending items, recent questions and system status',
        response: withErrors({ 200: AdminDashboardSchema }, 401, 403),
      },
    },
    async () => {
      const [stats, questions, urls, recent, system] = await Promise.all([
        countStats(app.db),
        pendingQuestions(app.db),
        pendingUrls(app.db),
        recentQuestions(app.db),
        checkSystem(targets()),
      ]);
      return {
        stats,
        pendingQuestions: { items: questions, total: stats.pendingQuestions },
        pendingUrls: urls,
        recentQuestions: recent,
        system,
        generatedAt: new Date().toISOString(),
      };
    },
  );

  app.get(
    '/api/admin/system-status',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Checks the database, the session store and file storage now, each with the time checked',
        response: withErrors({ 200: AdminSystemStatusSchema }, 401, 403),
      },
    },
    async () => checkSystem(targets()),
  );
};
