import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import type { UserActionBody } from '../../contract/index';
import { deviceTypeFromUserAgent } from '../../lib/device-type';
import type { Assert, Equals } from '../../lib/schemas';
import { NoContent, StringEnum, withErrors } from '../../lib/schemas';

export const UserActionBodySchema = Type.Object({
  actionType: StringEnum([
    'page_view',
    'bookmark_add',
    'bookmark_remove',
    'agenda_add',
    'agenda_remove',
    'web_vital',
  ] as const),
  actionDetails: Type.Record(
    Type.String({ maxLength: 64 }),
    Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean(), Type.Null()]),
    { maxProperties: 20 },
  ),
  pageUrl: Type.String({ maxLength: 2048 }),
});
export type _UserActionBodyMatches = Assert<Equals<Static<typeof UserActionBodySchema>, UserActionBody>>;

export const userActionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/user-actions',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a user action; kept only for a signed-in user (attendee.md §6), 204 either way',
        body: UserActionBodySchema,
        response: withErrors({ 204: NoContent }, 400),
      },
    },
    async (request, reply) => {
      if (request.user) {
        const userAgent = request.headers['user-agent'] ?? null;
        // A stable id per browser session that cannot be turned back into the session token.
        const sessionId = request.authSession
          ? createHash('sha256').update(`user-action:${request.authSession.tokenHash}`).digest('hex').slice(0, 16)
          : 'anonymous';
        await app.db
          .insertInto('userActions')
          .values({
            userId: request.user.id,
            actionType: request.body.actionType,
            actionDetails: JSON.stringify(request.body.actionDetails),
            pageUrl: request.body.pageUrl,
            userAgent: userAgent?.slice(0, 1000) ?? null,
            deviceType: deviceTypeFromUserAgent(userAgent),
            sessionId,
          })
          .execute();
      }
      return reply.status(204).send(null);
    },
  );
};
