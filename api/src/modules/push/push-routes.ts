/**
 * Web Push routes (issue 29, ADR 007): the server's public key, and a browser's subscription with its choices,
 * kept for the visitor or the account. Registers the queue's push handlers.
 *
 *   GET    /api/push                      the VAPID public key (applicationServerKey)
 *   PUT    /api/push/subscription         subscribe this browser, or change what it is sent
 *   POST   /api/push/subscription/check   whether the server still has this browser's subscription, and its choices
 *   DELETE /api/push/subscription         unsubscribe this browser
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PushSubscriptionState } from '../../contract/index';
import { notFound } from '../../lib/http-error';
import { ownerOf } from '../../lib/owner';
import { DEFAULT_RATE_LIMITS, type Limit, perAddressLimit } from '../../lib/rate-limits';
import { NoContent, withErrors } from '../../lib/schemas';
import { checkEndpoint, checkKeys } from './push-endpoint';
import { registerPushJobs } from './push-jobs';
import { cancelReminders, planReminders } from './push-planner';
import { deleteSubscription, findSubscription, preferencesOf, saveSubscription } from './push-repository';
import {
  PushEndpointBodySchema,
  PushServerKeySchema,
  PushSubscriptionBodySchema,
  PushSubscriptionStateSchema,
} from './push-schemas';
import type { VapidKeys } from './vapid-keys';

export interface PushOptions {
  vapid: VapidKeys;
  /** Accept http and local endpoints (tests' own push service only; never set by the server). */
  allowLocalEndpoints?: boolean;
  /** How long one push request may take. */
  timeoutMs?: number;
  /** Per address on each subscription route (default: savedChoicesPerAddress). */
  rateLimit?: Limit;
}

const notSubscribed = () =>
  notFound('PUSH_SUBSCRIPTION_NOT_FOUND', 'This browser has no notifications set up here. Turn them on again.');

export const pushRoutes: FastifyPluginAsyncTypebox<PushOptions> = async (app, options) => {
  const { timeZone } = app.config.conference;
  registerPushJobs(app, { vapid: options.vapid, timeZone, timeoutMs: options.timeoutMs });
  const limited = perAddressLimit(
    options.rateLimit ?? DEFAULT_RATE_LIMITS.savedChoicesPerAddress,
    'Very many notification changes have just been sent from your network.',
  );

  app.get(
    '/api/push',
    {
      config: { identity: false },
      schema: {
        tags: ['notifications'],
        summary: "The server's VAPID public key, which a browser subscribes with",
        response: withErrors({ 200: PushServerKeySchema }),
      },
    },
    async () => ({ publicKey: options.vapid.publicKey }),
  );

  app.put(
    '/api/push/subscription',
    {
      config: { storesForVisitor: true, rateLimit: limited },
      schema: {
        tags: ['notifications'],
        summary: "Subscribe this browser to notifications, or change what it is sent (the caller's agenda)",
        body: PushSubscriptionBodySchema,
        response: withErrors({ 200: PushSubscriptionStateSchema }, 400, 429),
      },
    },
    async (request): Promise<PushSubscriptionState> => {
      const { body } = request;
      checkEndpoint(body.endpoint, options.allowLocalEndpoints === true);
      checkKeys(body.keys);
      const owner = ownerOf(request);
      const saved = await app.db.transaction().execute(async (trx) => {
        const row = await saveSubscription(trx, owner, request.authSession?.tokenHash ?? null, body);
        await planReminders(trx, { subscriptionIds: [row.id] }, timeZone);
        return row;
      });
      return { preferences: preferencesOf(saved) };
    },
  );

  app.post(
    '/api/push/subscription/check',
    {
      config: { rateLimit: limited },
      schema: {
        tags: ['notifications'],
        summary: "This browser's subscription as the server keeps it for the caller; 404 when it has none",
        body: PushEndpointBodySchema,
        response: withErrors({ 200: PushSubscriptionStateSchema }, 400, 404, 429),
      },
    },
    async (request): Promise<PushSubscriptionState> => {
      const found = await findSubscription(app.db, ownerOf(request), request.body.endpoint);
      if (!found) throw notSubscribed();
      return { preferences: preferencesOf(found) };
    },
  );

  app.delete(
    '/api/push/subscription',
    {
      config: { rateLimit: limited },
      schema: {
        tags: ['notifications'],
        summary: "Unsubscribe this browser (idempotent): the caller's subscription of that endpoint is removed",
        body: PushEndpointBodySchema,
        response: withErrors({ 204: NoContent }, 400, 429),
      },
    },
    async (request, reply) => {
      await app.db.transaction().execute(async (trx) => {
        const removed = await deleteSubscription(trx, ownerOf(request), request.body.endpoint);
        await cancelReminders(trx, { subscriptionIds: removed });
      });
      return reply.status(204).send(null);
    },
  );
};
