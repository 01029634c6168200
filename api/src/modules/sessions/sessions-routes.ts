import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { type CompiledDocument, compileDocument, DocumentCache, sendCompiled } from '../../lib/document-cache';
import { notFound } from '../../lib/http-error';
import { KeyedTableCache } from '../../lib/keyed-table-cache';
import { withErrors } from '../../lib/schemas';
import { speakersOfSessions } from '../speakers/session-speakers';
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

/** Every session under each of its keys (id, number, track) fits many times over; made-up keys push out old ones. */
const SESSION_CACHE_ENTRIES = 2000;
/** A session document shows its speakers' names and slugs, so a renamed speaker makes it stale too. */
const SESSION_TABLES = ['sessions', 'speakers', 'session_speakers'] as const;

export const sessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const programme = new DocumentCache(app, {
    tables: SESSION_TABLES,
    cacheControl: PROGRAMME_CACHE_CONTROL,
    async load() {
      const [rows, speakers] = await Promise.all([listSessionRows(app.db), speakersOfSessions(app.db)]);
      const sessions = programmeOrder(rows).map((row) => toSession(row, speakers.get(row.id) ?? []));
      return { sessions, total: sessions.length };
    },
  });

  const sessionDocs = new KeyedTableCache<CompiledDocument | null>(app, SESSION_TABLES, SESSION_CACHE_ENTRIES);

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
      const { key } = request.params;
      // Kept compiled like the programme list (null: no such session), so a room full of phones opening the
      // session that is about to start costs no query each.
      const doc = await sessionDocs.get(key.trim().toLowerCase(), async () => {
        const row = await findSessionByKey(app.db, key);
        if (!row) return null;
        const speakers = (await speakersOfSessions(app.db, [row.id])).get(row.id) ?? [];
        return compileDocument(reply.serialize(toSession(row, speakers)) as string);
      });
      if (!doc) throw notFound('SESSION_NOT_FOUND', 'Session not found');
      sendCompiled(request, reply, doc, { cacheControl: PROGRAMME_CACHE_CONTROL, etag: true });
      return reply;
    },
  );
};
