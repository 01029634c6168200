/**
 * The /api/admin area. Every route registered here is guarded by requireAdmin through this plugin's
 * own onRequest hook, so an admin route cannot be added without the guard.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { withErrors } from '../../lib/schemas';
import { eraseAttendeeRoutes } from '../account/erase-attendee-routes';
import { adminDashboardRoutes } from '../admin-dashboard/admin-dashboard-routes';
import { AdminOverviewSchema } from '../admin-dashboard/admin-dashboard-schemas';
import { adminSessionsRoutes } from '../admin-sessions/admin-sessions-routes';
import { signInLocksRoutes } from '../admin-sign-in-locks/sign-in-locks-routes';
import { adminUsersRoutes } from '../admin-users/admin-users-routes';
import { adminVenuesRoutes } from '../admin-venues/admin-venues-routes';
import { analyticsRoutes } from '../analytics/analytics-routes';
import { auditLogRoutes } from '../audit/audit-log-routes';
import { requireAdmin } from '../auth/auth-plugin';
import { adminChairSettingsRoutes } from '../chair/admin-chair-settings-routes';
import { adminChairsRoutes } from '../chair/admin-chairs-routes';
import { inviteAdminRoutes } from '../invitations/invitation-routes';
import { starterPhrasesAdminRoutes } from '../phrases/phrases-routes';
import { presenterUrlModerationRoutes } from '../presenter-url-moderation/presenter-url-moderation-routes';
import { programmeImportRoutes } from '../programme-import/programme-import-routes';
import { adminSpeakersRoutes } from '../speakers/admin-speakers-routes';
import { sponsorAdvertsAdminRoutes } from '../sponsor-adverts/sponsor-adverts-routes';
import { sponsorsAdminRoutes } from '../sponsors/sponsors-admin-routes';
import { ADMIN_SECURITY, ADMIN_TAG } from './admin-openapi';

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireAdmin);
  await app.register(adminDashboardRoutes);
  await app.register(presenterUrlModerationRoutes);
  await app.register(adminSessionsRoutes);
  await app.register(adminSpeakersRoutes);
  await app.register(adminVenuesRoutes);
  await app.register(sponsorAdvertsAdminRoutes);
  await app.register(sponsorsAdminRoutes);
  await app.register(starterPhrasesAdminRoutes);
  await app.register(programmeImportRoutes);
  await app.register(adminUsersRoutes);
  await app.register(analyticsRoutes);
  await app.register(auditLogRoutes);
  await app.register(signInLocksRoutes);
  await app.register(eraseAttendeeRoutes);
  await app.register(inviteAdminRoutes);
  await app.register(adminChairsRoutes);
  await app.register(adminChairSettingsRoutes, { writingWindowMs: app.config.writingWindowMs });

  app.get(
    '/api/admin/overview',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: 'Counts for the dashboard stat cards',
        response: withErrors({ 200: AdminOverviewSchema }, 401, 403),
      },
    },
    async () => {
      const count = sql<number>`count(*)::int`;
      const [sessions, questions, pending, announcements, bookmarks] = await Promise.all([
        app.db.selectFrom('sessions').select(count.as('n')).executeTakeFirstOrThrow(),
        app.db.selectFrom('questions').select(count.as('n')).executeTakeFirstOrThrow(),
        app.db.selectFrom('questions').select(count.as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow(),
        app.db.selectFrom('announcements').select(count.as('n')).executeTakeFirstOrThrow(),
        app.db.selectFrom('bookmarks').select(count.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        sessions: sessions.n,
        questions: questions.n,
        pendingQuestions: pending.n,
        announcements: announcements.n,
        bookmarks: bookmarks.n,
      };
    },
  );
};
