/**
 * /api/admin/speakers: the speakers editor (issue 21). Registered inside the admin plugin, whose guard refuses
 * anyone but an admin; the origin check guards every change as for all cookie-authenticated writes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { publishSessionChange } from '../admin-sessions/publish-session-change';
import { refuseUnknownFields } from '../admin-sessions/refuse-unknown-fields';
import {
  AdminSpeakerCreateSchema,
  AdminSpeakerDeleteResultSchema,
  AdminSpeakerListSchema,
  AdminSpeakerMergeResultSchema,
  AdminSpeakerMergeSchema,
  AdminSpeakerSchema,
  AdminSpeakerUpdateSchema,
  SpeakerIdParams,
} from './schemas';
import { createSpeaker, deleteSpeaker, listAdminSpeakers, mergeSpeakers, updateSpeaker } from './speakers-repository';

export const adminSpeakersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const meta = { tags: [ADMIN_TAG], security: ADMIN_SECURITY };
  const actor = (user: { id: string } | null) => {
    if (!user) throw new Error('admin route reached without a user');
    return user.id;
  };

  app.get(
    '/api/admin/speakers',
    {
      schema: {
        ...meta,
        summary: 'Every speaker (also those without sessions) with their number of sessions and edit version',
        response: withErrors({ 200: AdminSpeakerListSchema }, 401, 403),
      },
    },
    async () => ({ speakers: await listAdminSpeakers(app.db) }),
  );

  app.post(
    '/api/admin/speakers',
    {
      preValidation: refuseUnknownFields(AdminSpeakerCreateSchema, 'speaker'),
      schema: {
        ...meta,
        summary: 'Add a speaker; 409 when a speaker already has this name',
        body: AdminSpeakerCreateSchema,
        response: withErrors({ 201: AdminSpeakerSchema }, 400, 401, 403, 409),
      },
    },
    async (request, reply) => reply.status(201).send(await createSpeaker(app.db, request.body, actor(request.user))),
  );

  app.patch(
    '/api/admin/speakers/:id',
    {
      preValidation: refuseUnknownFields(AdminSpeakerUpdateSchema, 'speaker'),
      schema: {
        ...meta,
        summary: "Edit a speaker (a rename changes their sessions' presenter names); 409 when changed since",
        params: SpeakerIdParams,
        body: AdminSpeakerUpdateSchema,
        response: withErrors({ 200: AdminSpeakerSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const { speaker, sessionIds } = await updateSpeaker(app.db, request.params.id, request.body, actor(request.user));
      await publishSessionChange(app, request.log, { sessionIds, change: 'updated' });
      return speaker;
    },
  );

  app.delete(
    '/api/admin/speakers/:id',
    {
      schema: {
        ...meta,
        summary: 'Delete a speaker; their sessions keep their other speakers. Answers how many sessions lost them',
        params: SpeakerIdParams,
        response: withErrors({ 200: AdminSpeakerDeleteResultSchema }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const { sessionIds } = await deleteSpeaker(app.db, request.params.id, actor(request.user));
      await publishSessionChange(app, request.log, { sessionIds, change: 'updated' });
      return { sessionsUpdated: sessionIds.length };
    },
  );

  app.post(
    '/api/admin/speakers/:id/merge',
    {
      preValidation: refuseUnknownFields(AdminSpeakerMergeSchema, 'merge'),
      schema: {
        ...meta,
        summary:
          'Merge another speaker into this one: their sessions move here, their address leads here, they are deleted; 409 when either was changed since',
        params: SpeakerIdParams,
        body: AdminSpeakerMergeSchema,
        response: withErrors({ 200: AdminSpeakerMergeResultSchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const { speaker, sessionIds } = await mergeSpeakers(app.db, request.params.id, request.body, actor(request.user));
      await publishSessionChange(app, request.log, { sessionIds, change: 'updated' });
      return { speaker, sessionsUpdated: sessionIds.length };
    },
  );
};
