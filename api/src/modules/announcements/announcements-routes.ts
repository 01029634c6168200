/** News for attendees: the list and the caller's read state (attendee.md §2 News, §7 Announcements). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DocumentCache } from '../../lib/document-cache';
import { notFound } from '../../lib/http-error';
import { ownerOf } from '../../lib/owner';
import { withErrors } from '../../lib/schemas';
import { announcementExists, listReadIds, markRead } from './announcements-repository';
import {
  AnnouncementIdParams,
  AnnouncementListSchema,
  AnnouncementReadIdsSchema,
  MarkReadBodySchema,
} from './announcements-schemas';
import { findAnnouncementRows, toAnnouncement } from './announcements-service';

export const announcementsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The same list for everyone, read by every phone when news is published: kept in memory until announcements
  // change, no visitor cookie, revalidated with its ETag (read state is per caller, on its own route).
  const news = new DocumentCache(app, {
    tables: ['announcements'],
    cacheControl: 'public, no-cache',
    load: async () => ({ announcements: (await findAnnouncementRows(app.db)).map(toAnnouncement) }),
  });

  app.get(
    '/api/announcements',
    {
      config: { identity: false },
      schema: {
        tags: ['news'],
        summary: 'Every announcement, newest first',
        response: withErrors({
          200: AnnouncementListSchema,
          304: Type.Null({ description: 'Not modified: the ETag in If-None-Match is current' }),
        }),
      },
    },
    async (request, reply) => {
      await news.send(request, reply);
      return reply;
    },
  );

  app.get(
    '/api/announcements/read',
    {
      schema: {
        tags: ['news'],
        summary: 'Ids of the announcements the caller has read (account if signed in, else visitor)',
        response: withErrors({ 200: AnnouncementReadIdsSchema }),
      },
    },
    async (request) => ({ ids: await listReadIds(app.db, ownerOf(request)) }),
  );

  app.post(
    '/api/announcements/:id/read',
    {
      config: { storesForVisitor: true },
      schema: {
        tags: ['news'],
        summary: 'Mark one announcement read (idempotent)',
        params: AnnouncementIdParams,
        response: withErrors({ 200: AnnouncementReadIdsSchema }, 400, 404),
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      if (!(await announcementExists(app.db, request.params.id))) {
        throw notFound('ANNOUNCEMENT_NOT_FOUND', 'Announcement not found');
      }
      await markRead(app.db, owner, [request.params.id]);
      return { ids: await listReadIds(app.db, owner) };
    },
  );

  app.post(
    '/api/announcements/read',
    {
      config: { storesForVisitor: true },
      schema: {
        tags: ['news'],
        summary: 'Mark several announcements read (unknown ids are ignored)',
        body: MarkReadBodySchema,
        response: withErrors({ 200: AnnouncementReadIdsSchema }, 400),
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      await markRead(app.db, owner, request.body.ids);
      return { ids: await listReadIds(app.db, owner) };
    },
  );
};
