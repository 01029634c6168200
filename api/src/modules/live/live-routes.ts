/**
 * News and Q&A: the public routes and the admin routes (in their own plugin, guarded by requireAdmin and
 * tagged 'admin', so test/admin-guard.test.ts covers them). The WebSocket hub is the realtime plugin.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { announcementsAdminRoutes } from '../announcements/announcements-admin-routes';
import { announcementsRoutes } from '../announcements/announcements-routes';
import { requireAdmin } from '../auth/auth-plugin';
import { questionDraftsRoutes } from '../question-drafts/question-drafts-routes';
import { sessionQuestionsAdminRoutes, sessionQuestionsRoutes } from '../question-drafts/session-questions-routes';
import { questionsAdminRoutes } from '../questions/questions-admin-routes';
import { type QuestionsRoutesOptions, questionsRoutes } from '../questions/questions-routes';

export type LiveRoutesOptions = QuestionsRoutesOptions;

export const liveRoutes: FastifyPluginAsyncTypebox<LiveRoutesOptions> = async (app, options) => {
  await app.register(announcementsRoutes);
  await app.register(questionsRoutes, options);
  await app.register(questionDraftsRoutes, options);
  await app.register(sessionQuestionsRoutes);
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin);
    await admin.register(announcementsAdminRoutes);
    await admin.register(questionsAdminRoutes);
    await admin.register(sessionQuestionsAdminRoutes);
  });
};
