/**
 * The organisers' chair settings (issue 35, "Time to compose"), under the admin guard (admin-routes.ts): how long a
 * writer stays in the chair's "still writing" count after their last key press, and (issue 37) how long a poll stays
 * open at least. Audited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import {
  type ChairSettings,
  type ChairSettingsBody,
  POLL_MIN_OPEN_MAX_SECONDS,
  POLL_MIN_OPEN_MIN_SECONDS,
  WRITING_WINDOW_MAX_SECONDS,
  WRITING_WINDOW_MIN_SECONDS,
} from '../../contract/chair';
import type { Db } from '../../db/database';
import { unauthenticated } from '../../lib/http-error';
import { type Assert, type Equals, withErrors } from '../../lib/schemas';
import { ADMIN_SECURITY, ADMIN_TAG } from '../admin/admin-openapi';
import { recordAudit } from '../audit/record-audit';
import {
  pollMinOpenSeconds,
  storedWritingWindowSeconds,
  storePollMinOpenSeconds,
  storeWritingWindowSeconds,
} from './chair-settings';

const WritingWindowSeconds = Type.Integer({
  minimum: WRITING_WINDOW_MIN_SECONDS,
  maximum: WRITING_WINDOW_MAX_SECONDS,
  description: `Seconds a writer stays in the chair's "still writing" count after their last key press (${WRITING_WINDOW_MIN_SECONDS}–${WRITING_WINDOW_MAX_SECONDS})`,
});
const PollMinOpenSeconds = Type.Integer({
  minimum: POLL_MIN_OPEN_MIN_SECONDS,
  maximum: POLL_MIN_OPEN_MAX_SECONDS,
  description: `Seconds a poll stays open at least before its chairs can close it (${POLL_MIN_OPEN_MIN_SECONDS}–${POLL_MIN_OPEN_MAX_SECONDS})`,
});

export const ChairSettingsSchema = Type.Object(
  { writingWindowSeconds: WritingWindowSeconds, pollMinOpenSeconds: PollMinOpenSeconds },
  { additionalProperties: false },
);
export type _ChairSettingsMatches = Assert<Equals<Static<typeof ChairSettingsSchema>, ChairSettings>>;

/** Each setting left out keeps its value: a 3.2 admin page sends only writingWindowSeconds. */
export const ChairSettingsBodySchema = Type.Object(
  { writingWindowSeconds: Type.Optional(WritingWindowSeconds), pollMinOpenSeconds: Type.Optional(PollMinOpenSeconds) },
  { additionalProperties: false },
);
export type _ChairSettingsBodyMatches = Assert<Equals<Static<typeof ChairSettingsBodySchema>, ChairSettingsBody>>;

/** Each setting: how it is stored, and the audit action that records its change. */
const SETTINGS_STORED: [keyof ChairSettings, (db: Db, seconds: number) => Promise<void>, string][] = [
  ['writingWindowSeconds', storeWritingWindowSeconds, 'settings.chair_writing_window'],
  ['pollMinOpenSeconds', storePollMinOpenSeconds, 'settings.poll_min_open'],
];

export const adminChairSettingsRoutes: FastifyPluginAsyncTypebox<{ writingWindowMs: number }> = async (
  app,
  options,
) => {
  const current = async (): Promise<ChairSettings> => ({
    writingWindowSeconds: (await storedWritingWindowSeconds(app.db)) ?? Math.round(options.writingWindowMs / 1000),
    pollMinOpenSeconds: await pollMinOpenSeconds(app.db),
  });

  app.get(
    '/api/admin/chair-settings',
    {
      schema: {
        tags: [ADMIN_TAG],
        security: ADMIN_SECURITY,
        summary: "The chairs' settings: how long a writer counts as still writing, how long a poll stays open at least",
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
        summary:
          "Set how long a writer counts as still writing in the chair's view, or how long a poll stays open at least (a setting left out keeps its value)",
        body: ChairSettingsBodySchema,
        response: withErrors({ 200: ChairSettingsSchema }, 400, 401, 403),
      },
    },
    async (request) => {
      const actor = request.user;
      if (!actor) throw unauthenticated();
      const before = await current();
      const after: ChairSettings = { ...before, ...request.body };
      await app.db.transaction().execute(async (trx) => {
        // Each setting sent is stored and audited on its own; one left out keeps its value.
        for (const [field, store, action] of SETTINGS_STORED) {
          if (request.body[field] === undefined) continue;
          await store(trx, after[field]);
          await recordAudit(trx, {
            actorUserId: actor.id,
            action,
            entity: 'settings',
            entityId: null,
            before: { [field]: before[field] },
            after: { [field]: after[field] },
          });
        }
      });
      return after;
    },
  );
};
