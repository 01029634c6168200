/**
 * Admin announcements (admin.md §2 Content, §5): list, create, edit, delete. Registered inside the live
 * module's admin plugin, which guards every route with requireAdmin. Each change is audited in its
 * transaction and published on 'announcements' after it commits.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoContent, withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import {
  AdminAnnouncementCreateSchema,
  AdminAnnouncementListSchema,
  AdminAnnouncementSchema,
  AdminAnnouncementUpdateSchema,
  AnnouncementIdParams,
} from './announcements-schemas';
import {
  createAnnouncement,
  deleteAnnouncement,
  findAnnouncementRows,
  publishAnnouncementCreated,
  publishAnnouncementDeleted,
  publishAnnouncementUpdated,
  toAdminAnnouncement,
  updateAnnouncement,
} from './announcements-service';

export const announcementsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: [ADMIN_TAG], security: ADMIN_SECURITY };

  app.get(
    '/api/admin/announcements',
    {
      schema: {
        ...common,
        summary: 'Every announcement, newest first, with its author',
        response: withErrors({ 200: AdminAnnouncementListSchema }, 401, 403),
      },
    },
    async () => ({ announcements: (await findAnnouncementRows(app.db)).map(toAdminAnnouncement) }),
  );

  app.post(
    '/api/admin/announcements',
    {
      schema: {
        ...common,
        summary: 'Create an announcement; it reaches attendees live',
        body: AdminAnnouncementCreateSchema,
        response: withErrors({ 201: AdminAnnouncementSchema }, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const actor = request.user?.id ?? null;
      const row = await app.db.transaction().execute((trx) => createAnnouncement(trx, request.body, actor));
      await publishAnnouncementCreated(app, row);
      return reply.status(201).send(row);
    },
  );

  app.patch(
    '/api/admin/announcements/:id',
    {
      schema: {
        ...common,
        summary: 'Change an announcement (only the fields given); 409 when it changed since the given version',
        params: AnnouncementIdParams,
        body: AdminAnnouncementUpdateSchema,
        response: withErrors({ 200: AdminAnnouncementSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const actor = request.user?.id ?? null;
      const row = await app.db
        .transaction()
        .execute((trx) => updateAnnouncement(trx, request.params.id, request.body, actor));
      // A save that changed nothing keeps its version: nothing to tell the open pages.
      if (row.version !== request.body.version) await publishAnnouncementUpdated(app, row);
      return row;
    },
  );

  app.delete(
    '/api/admin/announcements/:id',
    {
      schema: {
        ...common,
        summary: 'Delete an announcement',
        params: AnnouncementIdParams,
        response: withErrors({ 204: NoContent }, 400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const actor = request.user?.id ?? null;
      await app.db.transaction().execute((trx) => deleteAnnouncement(trx, request.params.id, actor));
      await publishAnnouncementDeleted(app, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
