/**
 * Whether a session takes questions (public), and opening or closing them (admin; the chair's routes call the
 * same service). Opening sends the session's scheduled drafts at once.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conference } from '../../config';
import { notFound, unauthenticated } from '../../lib/http-error';
import { withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { closeSessionQuestions, openSessionQuestions } from './open-session-questions';
import { SessionIdParams, SessionQuestionsStatusSchema } from './question-drafts-schemas';
import { readSessionQuestionsFields, toQuestionsStatus } from './session-questions';

export const sessionQuestionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/sessions/:id/questions-status',
    {
      config: { identity: false },
      schema: {
        tags: ['qa'],
        summary: "Whether a session's questions are open, and when they open",
        params: SessionIdParams,
        response: withErrors({ 200: SessionQuestionsStatusSchema }, 400, 404),
      },
    },
    async (request) => {
      const session = await readSessionQuestionsFields(app.db, request.params.id);
      if (!session) throw notFound('SESSION_NOT_FOUND', 'Session not found');
      return toQuestionsStatus(session, app.jobs.now(), conference.timeZone);
    },
  );
};

/** Registered under the admin guard. */
export const sessionQuestionsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: [ADMIN_TAG], security: ADMIN_SECURITY };
  for (const action of ['open', 'close'] as const) {
    app.post(
      `/api/admin/sessions/:id/questions/${action}`,
      {
        schema: {
          ...common,
          summary:
            action === 'open'
              ? "Open a session's questions now (its scheduled drafts are sent at once)"
              : "Close a session's questions (scheduled drafts wait for the next opening)",
          params: SessionIdParams,
          response: withErrors({ 200: SessionQuestionsStatusSchema }, 400, 401, 403, 404),
        },
      },
      async (request) => {
        const user = request.user;
        if (!user) throw unauthenticated();
        const actor = { userId: user.id, role: 'admin' as const };
        return action === 'open'
          ? openSessionQuestions(app, request.params.id, actor)
          : closeSessionQuestions(app, request.params.id, actor);
      },
    );
  }
};
