/**
 * News and Q&A: the public routes and the admin routes (in their own plugin, guarded by requireAdmin and
 * tagged 'admin', so test/admin-guard.test.ts covers them). The WebSocket hub is the realtime plugin.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../lib/rate-limits';
import { announcementsAdminRoutes } from '../announcements/announcements-admin-routes';
import { announcementsRoutes } from '../announcements/announcements-routes';
import { requireAdmin } from '../auth/auth-plugin';
import { questionDraftsRoutes } from '../question-drafts/question-drafts-routes';
import { sessionQuestionsAdminRoutes, sessionQuestionsRoutes } from '../question-drafts/session-questions-routes';
import { questionSendLimit } from '../questions/question-send-limit';
import { questionsAdminRoutes } from '../questions/questions-admin-routes';
import { questionsRoutes } from '../questions/questions-routes';

export interface LiveRoutesOptions {
  rateLimits?: Partial<RateLimitSettings>;
}

export const liveRoutes: FastifyPluginAsyncTypebox<LiveRoutesOptions> = async (app, options) => {
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  // One count of questions per person, whether asked directly or sent from a draft (now or by the server).
  const questionSends = questionSendLimit(app, rateLimits.questionsPerVisitor);
  await app.register(announcementsRoutes);
  await app.register(questionsRoutes, { rateLimits, questionSends });
  await app.register(questionDraftsRoutes, { rateLimits, questionSends });
  await app.register(sessionQuestionsRoutes);
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin);
    await admin.register(announcementsAdminRoutes);
    await admin.register(questionsAdminRoutes);
    await admin.register(sessionQuestionsAdminRoutes);
  });
};
