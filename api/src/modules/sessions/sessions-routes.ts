import fastifyEtag from '@fastify/etag';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DocumentCache } from '../../lib/document-cache';
import { notFound } from '../../lib/http-error';
import { withErrors } from '../../lib/schemas';
import { programmeOrder } from './programme-order';
import { SessionKeyParams, SessionListSchema, SessionSchema } from './schemas';
import { toSession } from './session-view';
import { findSessionByKey, listSessionRows } from './sessions-repository';

/**
 * Public programme data: no visitor cookie is read or set (the same answer for everyone, so any cache may keep
 * it), and browsers revalidate each time with the ETag, which costs a 304 until something changes.
 */
export const PROGRAMME_CACHE_CONTROL = 'public, no-cache';
const NotModified = Type.Null({ description: 'Not modified: the ETag in If-None-Match is current' });

export const sessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // ETag and 304 for the routes of this plugin (the programme list sets its own, precomputed one).
  await app.register(fastifyEtag, { algorithm: 'sha1' });

  const programme = new DocumentCache(app, {
    tables: ['sessions'],
    cacheControl: PROGRAMME_CACHE_CONTROL,
    async load() {
      const sessions = programmeOrder(await listSessionRows(app.db)).map(toSession);
      return { sessions, total: sessions.length };
    },
  });

  app.get(
    '/api/sessions',
    {
      config: { identity: false },
      schema: {
        tags: ['programme'],
        summary: 'Every session in programme order, duplicates and untitled sessions dropped',
        response: withErrors({ 200: SessionListSchema, 304: NotModified }),
      },
    },
    async (request, reply) => {
      await programme.send(request, reply);
      return reply;
    },
  );

  app.get(
    '/api/sessions/:key',
    {
      config: { identity: false },
      schema: {
        tags: ['programme'],
        summary: 'One session by numeric id, session number or track label',
        params: SessionKeyParams,
        response: withErrors({ 200: SessionSchema, 304: NotModified }, 404),
      },
    },
    async (request, reply) => {
      const row = await findSessionByKey(app.db, request.params.key);
      if (!row) throw notFound('SESSION_NOT_FOUND', 'Session not found');
      reply.header('cache-control', PROGRAMME_CACHE_CONTROL);
      return toSession(row);
    },
  );
};
