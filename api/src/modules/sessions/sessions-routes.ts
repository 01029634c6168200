import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/http-error';
import { withErrors } from '../../lib/schemas';
import { programmeOrder } from './programme-order';
import { SessionKeyParams, SessionListSchema, SessionSchema } from './schemas';
import { toSession } from './session-view';
import { findSessionByKey, listSessionRows } from './sessions-repository';

export const sessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/sessions',
    {
      schema: {
        tags: ['programme'],
        summary: 'Every session in programme order, duplicates and untitled sessions dropped',
        response: withErrors({ 200: SessionListSchema }),
      },
    },
    async () => {
      const sessions = programmeOrder(await listSessionRows(app.db)).map(toSession);
      return { sessions, total: sessions.length };
    },
  );

  app.get(
    '/api/sessions/:key',
    {
      schema: {
        tags: ['programme'],
        summary: 'One session by numeric id, session number or track label',
        params: SessionKeyParams,
        response: withErrors({ 200: SessionSchema }, 404),
      },
    },
    async (request) => {
      const row = await findSessionByKey(app.db, request.params.key);
      if (!row) throw notFound('SESSION_NOT_FOUND', 'Session not found');
      return toSession(row);
    },
  );
};
