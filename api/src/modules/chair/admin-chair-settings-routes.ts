/**
 * The organisers' chair settings (issue 35, "Time to compose"), under the admin guard (admin-routes.ts): how long a
 * writer stays in the chair's "still writing" count after their last key press. Audited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import { type ChairSettings, WRITING_WINDOW_MAX_SECONDS, WRITING_WINDOW_MIN_SECONDS } from '../../contract/chair';
import { unauthenticated } from '../../lib/http-error';
import { type Assert, type Equals, withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { recordAudit } from '../audit/record-audit';
import { storedWritingWindowSeconds, storeWritingWindowSeconds } from './chair-settings';

export const ChairSettingsSchema = Type.Object(
  {
    writingWindowSeconds: Type.Integer({
      minimum: WRITING_WINDOW_MIN_SECONDS,
      maximum: WRITING_WINDOW_MAX_SECONDS,
      description: `Seconds a writer stays in the chair's "still writing" count after their last key press (${WRITING_WINDOW_MIN_SECONDS}–${WRITING_WINDOW_MAX_SECONDS})`,
    }),
  },
  { additionalProperties: false },
);
export type _ChairSettingsMatches = Assert<Equals<Static<typeof ChairSettingsSchema>, ChairSettings>>;

export const adminChairSettingsRoutes: FastifyPluginAsyncTypebox<{ writingWindowMs: number }> = async (
  app,
  options,
) => {
  const current = async (): Promise<ChairSettings> => ({
    writingWindowSeconds: (await storedWritingWindowSeconds(app.db)) ?? Math.round(options.writingWindowMs / 1000),
  });

  app.get(
    '/api/admin/chair-settings',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: "The chairs' settings: how long a writer counts as still writing",
        response: withErrors({ 200: ChairSettingsSchema }, 401, 403),
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return current();
    },
  );

  app.put(
    '/api/admin/chair-settings',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: "Set how long a writer counts as still writing in the chair's view",
        body: ChairSettingsSchema,
        response: withErrors({ 200: ChairSettingsSchema }, 400, 401, 403),
      },
    },
    async (request) => {
      const actor = request.user;
      if (!actor) throw unauthenticated();
      const before = await current();
      const seconds = request.body.writingWindowSeconds;
      await app.db.transaction().execute(async (trx) => {
        await storeWritingWindowSeconds(trx, seconds);
        await recordAudit(trx, {
          actorUserId: actor.id,
          action: 'settings.chair_writing_window',
          entity: 'settings',
          entityId: null,
          before,
          after: { writingWindowSeconds: seconds },
        });
      });
      return { writingWindowSeconds: seconds };
    },
  );
};
