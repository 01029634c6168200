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
import { HttpError, notFound } from '../../lib/http-error';
import { ownerOf } from '../../lib/owner';
import { DEFAULT_RATE_LIMITS, type Limit, perAddressLimit } from '../../lib/rate-limits';
import { NoContent, withErrors } from '../../lib/schemas';
import {
  checkEndpoint,
  checkEndpointAddresses,
  checkKeys,
  type EndpointPolicy,
  type HostResolver,
  systemResolver,
} from './push-endpoint';
import { registerPushJobs } from './push-jobs';
import { cancelReminders, planReminders } from './push-planner';
import {
  deleteSubscription,
  findSubscription,
  otherSubscriptionCount,
  preferencesOf,
  SUBSCRIPTIONS_PER_OWNER,
  saveSubscription,
} from './push-repository';
import {
  PushEndpointBodySchema,
  PushServerKeySchema,
  PushSubscriptionBodySchema,
  PushSubscriptionStateSchema,
} from './push-schemas';
import type { VapidKeys } from './vapid-keys';

export interface PushOptions {
  vapid: VapidKeys;
  /**
   * Accept http, any port and local addresses (tests' own push service on 127.0.0.1 only). A build option that no
   * configuration sets: server.ts never passes it.
   */
  allowLocalEndpoints?: boolean;
  /** Resolves endpoints' host names (the system's resolver; tests give names answers of their own). */
  resolveHost?: HostResolver;
  /** The only port an endpoint may name: 443 (a test's connection-counting listener only gives its own). */
  endpointPort?: number;
  /** How long one push request may take. */
  timeoutMs?: number;
  /** Per address on each subscription route (default: savedChoicesPerAddress). */
  rateLimit?: Limit;
}

const notSubscribed = () =>
  notFound('PUSH_SUBSCRIPTION_NOT_FOUND', 'This browser has no notifications set up here. Turn them on again.');

// Says nothing of whose it is: only that this browser's subscription is not the caller's to change.
const takenMessage = "This browser's notifications belong to another sign-in. Turn them off and on again.";
const limitMessage = (signedIn: boolean) =>
  signedIn
    ? `Notifications are on in ${SUBSCRIPTIONS_PER_OWNER} browsers for this account already. Turn them off in one you no longer use, or sign out there (or "Sign out everywhere else"), then try again.`
    : `Notifications are on in ${SUBSCRIPTIONS_PER_OWNER} browsers for you already. Turn them off in one you no longer use, then try again.`;

export const pushRoutes: FastifyPluginAsyncTypebox<PushOptions> = async (app, options) => {
  const { timeZone } = app.config.conference;
  const policy: EndpointPolicy = {
    allowLocal: options.allowLocalEndpoints === true,
    domains: app.config.push.serviceDomains,
    resolve: options.resolveHost ?? systemResolver,
    port: options.endpointPort ?? 443,
  };
  registerPushJobs(app, { vapid: options.vapid, timeZone, timeoutMs: options.timeoutMs, policy });
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
        response: withErrors({ 200: PushSubscriptionStateSchema }, 400, 409, 429),
      },
    },
    async (request): Promise<PushSubscriptionState> => {
      const { body } = request;
      const url = checkEndpoint(body.endpoint, policy);
      checkKeys(body.keys);
      // Before anything is stored: a name that does not resolve, or resolves into a local network, is refused now
      // (and checked again before every push, since what a name resolves to can change).
      await checkEndpointAddresses(url, policy);
      const owner = ownerOf(request);
      const saved = await app.db.transaction().execute(async (trx) => {
        if ((await otherSubscriptionCount(trx, owner, body.endpoint)) >= SUBSCRIPTIONS_PER_OWNER) {
          throw new HttpError(409, 'PUSH_SUBSCRIPTION_LIMIT', limitMessage(owner.userId !== null));
        }
        const row = await saveSubscription(trx, owner, request.authSession?.tokenHash ?? null, body);
        if (!row) throw new HttpError(409, 'PUSH_SUBSCRIPTION_TAKEN', takenMessage);
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
