/**
 * Public speaker pages (issue 18): the list and one speaker with their sessions. Like the programme, no visitor
 * cookie is read or set and browsers revalidate with the ETag; the documents are kept compiled until speakers,
 * links or sessions change.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { type CompiledDocument, compileDocument, DocumentCache, sendCompiled } from '../../lib/document-cache';
import { notFound } from '../../lib/http-error';
import { KeyedTableCache } from '../../lib/keyed-table-cache';
import { withErrors } from '../../lib/schemas';
import { PROGRAMME_CACHE_CONTROL } from '../sessions/sessions-routes';
import { SpeakerDetailSchema, SpeakerListSchema, SpeakerSlugParams } from './schemas';
import { findSpeakerDetail, listPublicSpeakers, redirectedSlug } from './speakers-repository';

const NotModified = Type.Null({ description: 'Not modified: the ETag in If-None-Match is current' });
const MovedPermanently = Type.Null({
  description: 'The speaker was merged into another: Location is the address of the speaker kept (issue 27)',
});
/** A speaker's page in the web app: /speakers/{slug}. */
const SPEAKER_PAGE = /^\/speakers\/([a-z0-9-]{1,100})\/?$/;
const TABLES = ['speakers', 'session_speakers', 'sessions', 'speaker_redirects'] as const;
/** Every speaker fits many times over; made-up slugs push out old ones. */
const SPEAKER_CACHE_ENTRIES = 2000;

/**
 * The web app's address of a merged speaker leads to the speaker kept, for bookmarks and links from elsewhere
 * (issue 27): a root onRequest hook, as the app's pages are answered by the shell's not-found handler. Only the
 * old slugs of merged speakers are answered here; every other page goes on to the app.
 */
export function redirectMergedSpeakerPages(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const match = SPEAKER_PAGE.exec(request.url.split('?')[0] ?? '');
    if (!match) return;
    const moved = await redirectedSlug(app.db, match[1] as string);
    if (moved) return reply.redirect(`/speakers/${moved}`, 308);
  });
}

export const speakersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const list = new DocumentCache(app, {
    tables: TABLES,
    cacheControl: PROGRAMME_CACHE_CONTROL,
    load: async () => ({ speakers: await listPublicSpeakers(app.db) }),
  });
  const pages = new KeyedTableCache<CompiledDocument | null>(app, TABLES, SPEAKER_CACHE_ENTRIES);

  app.get(
    '/api/speakers',
    {
      config: { identity: false },
      schema: {
        tags: ['programme'],
        summary: 'Every speaker with at least one session, by name, with their number of sessions',
        response: withErrors({ 200: SpeakerListSchema, 304: NotModified }),
      },
    },
    async (request, reply) => {
      await list.send(request, reply);
      return reply;
    },
  );

  app.get(
    '/api/speakers/:slug',
    {
      config: { identity: false },
      schema: {
        tags: ['programme'],
        summary: 'One speaker: bio, affiliation and their sessions in programme order',
        params: SpeakerSlugParams,
        response: withErrors({ 200: SpeakerDetailSchema, 304: NotModified, 308: MovedPermanently }, 404),
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const doc = await pages.get(slug, async () => {
        const speaker = await findSpeakerDetail(app.db, slug);
        return speaker ? compileDocument(reply.serialize(speaker) as string) : null;
      });
      if (!doc) {
        const moved = await redirectedSlug(app.db, slug);
        if (moved) return reply.redirect(`/api/speakers/${moved}`, 308);
        throw notFound('SPEAKER_NOT_FOUND', 'No speaker has this address. Find them on the speakers page.');
      }
      sendCompiled(request, reply, doc, { cacheControl: PROGRAMME_CACHE_CONTROL, etag: true });
      return reply;
    },
  );
};
