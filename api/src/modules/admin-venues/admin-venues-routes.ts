/**
 * /api/admin/venues: the venue editor (issue 21). Registered inside the admin plugin, whose guard refuses anyone
 * but an admin. Sessions changed by a venue change reach attendees through the session change feed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { publishSessionChange } from '../admin-sessions/publish-session-change';
import { refuseUnknownFields } from '../admin-sessions/refuse-unknown-fields';
import { createVenue, deleteVenue, listAdminVenues, updateVenue } from './admin-venues-repository';
import {
  AdminVenueCreateSchema,
  AdminVenueDeleteResultSchema,
  AdminVenueListSchema,
  AdminVenueSaveResultSchema,
  AdminVenueSchema,
  AdminVenueUpdateSchema,
  VenueDeleteQuery,
  VenueIdParams,
} from './schemas';

export const adminVenuesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const meta = { tags: [ADMIN_TAG], security: ADMIN_SECURITY };
  /** The admin guard ran before any handler here; request.user is an admin. */
  const actor = (user: { id: string } | null) => {
    if (!user) throw new Error('admin route reached without a user');
    return user.id;
  };

  app.get(
    '/api/admin/venues',
    {
      schema: {
        ...meta,
        summary: 'Every venue with its edit version and how many sessions use it',
        response: withErrors({ 200: AdminVenueListSchema }, 401, 403),
      },
    },
    async () => ({ venues: await listAdminVenues(app.db) }),
  );

  app.post(
    '/api/admin/venues',
    {
      preValidation: refuseUnknownFields(AdminVenueCreateSchema, 'venue'),
      schema: {
        ...meta,
        summary: 'Create a venue (version 1); its address /map/{slug} is made from the name',
        body: AdminVenueCreateSchema,
        response: withErrors({ 201: AdminVenueSchema }, 400, 401, 403, 409),
      },
    },
    async (request, reply) => reply.status(201).send(await createVenue(app.db, request.body, actor(request.user))),
  );

  app.patch(
    '/api/admin/venues/:id',
    {
      preValidation: refuseUnknownFields(AdminVenueUpdateSchema, 'venue'),
      schema: {
        ...meta,
        summary:
          'Edit a venue; a new name or building is copied to its sessions; 409 when it changed since the version',
        params: VenueIdParams,
        body: AdminVenueUpdateSchema,
        response: withErrors({ 200: AdminVenueSaveResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const { venue, sessionIds } = await updateVenue(app.db, request.params.id, request.body, actor(request.user));
      await publishSessionChange(app, request.log, { sessionIds, change: 'updated' });
      return { venue, sessionsUpdated: sessionIds.length };
    },
  );

  app.delete(
    '/api/admin/venues/:id',
    {
      schema: {
        ...meta,
        summary: 'Delete a venue; refused (409 VENUE_IN_USE) while sessions use it, unless detach=true',
        params: VenueIdParams,
        querystring: VenueDeleteQuery,
        response: withErrors({ 200: AdminVenueDeleteResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const { version, detach = false } = request.query;
      const { sessionIds } = await deleteVenue(app.db, request.params.id, { version, detach }, actor(request.user));
      await publishSessionChange(app, request.log, { sessionIds, change: 'updated' });
      return { sessionsDetached: sessionIds.length };
    },
  );
};
