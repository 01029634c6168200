/**
 * Presenter resources of a session (attendee.md §2, §5; BEYOND D2): attendees see the approved links; presenters
 * submit links, which the server stores as pending until an admin approves them (the admin side is elsewhere).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { validatePresenterResource } from '../../contract/index';
import { badRequest, notFound } from '../../lib/http-error';
import { ownerOf } from '../../lib/owner';
import { callerKey, DEFAULT_RATE_LIMITS, type RateLimitSettings, tooManyRequests } from '../../lib/rate-limits';
import { withErrors } from '../../lib/schemas';
import { SessionKeyParams } from '../sessions/schemas';
import { findSessionByKey } from '../sessions/sessions-repository';
import { keepVisitor } from '../visitors/visitor-plugin';
import { insertPendingResource, listApprovedResources } from './presenter-resources-repository';
import { PresenterResourceBodySchema, PresenterResourceListSchema, SubmittedPresenterResourceSchema } from './schemas';

export interface PresenterResourcesOptions {
  rateLimits?: Pick<RateLimitSettings, 'presenterUrlsPerVisitor' | 'presenterUrlsPerAddress'>;
}

export const presenterResourcesRoutes: FastifyPluginAsyncTypebox<PresenterResourcesOptions> = async (app, options) => {
  const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  // Both counted in the handler rather than as the route's config.rateLimit (see lib/rate-limits.ts): only
  // valid submissions count, so a presenter fixing a typo is never locked out.
  const byVisitor = app.createRateLimit({
    ...limits.presenterUrlsPerVisitor,
    keyGenerator: (request: FastifyRequest) => `presenter-url:${callerKey(request)}`,
  });
  const byAddress = app.createRateLimit({
    ...limits.presenterUrlsPerAddress,
    keyGenerator: (request: FastifyRequest) => `presenter-url:ip:${request.ip}`,
  });

  async function sessionIdOf(key: string): Promise<{ id: number; title: string }> {
    const session = await findSessionByKey(app.db, key);
    if (!session) throw notFound('SESSION_NOT_FOUND', 'Session not found');
    return { id: session.id, title: session.title };
  }

  app.get(
    '/api/sessions/:key/resources',
    {
      config: { identity: false },
      schema: {
        tags: ['programme'],
        summary: "A session's approved presenter resources, oldest first",
        params: SessionKeyParams,
        response: withErrors({ 200: PresenterResourceListSchema }, 404),
      },
    },
    async (request) => {
      const session = await sessionIdOf(request.params.key);
      return { resources: await listApprovedResources(app.db, session.id) };
    },
  );

  app.post(
    '/api/sessions/:key/resources',
    {
      schema: {
        tags: ['programme'],
        summary: 'Submit a resource link for a session; stored pending until an admin approves it',
        description:
          "Checked in this order: 'Presenter name is required', 'Presenter email is required', 'Please enter a " +
          "valid email address', 'URL is required', 'Please enter a valid URL' (http:// is prepended when the URL " +
          'has no http:// or https://; only http and https are accepted). Limited per visitor and per address (429).',
        params: SessionKeyParams,
        body: PresenterResourceBodySchema,
        response: withErrors({ 201: SubmittedPresenterResourceSchema }, 400, 404, 429),
      },
    },
    async (request, reply) => {
      const session = await sessionIdOf(request.params.key);
      const checked = validatePresenterResource(request.body ?? {});
      if (!checked.ok) throw badRequest('VALIDATION_ERROR', checked.message);

      for (const limiter of [byVisitor, byAddress]) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          throw tooManyRequests(
            'TOO_MANY_SUBMISSIONS',
            'You have submitted several links in a short time.',
            result.ttl,
          );
        }
      }

      await keepVisitor(request, reply);
      const saved = await insertPendingResource(app.db, session.id, checked.value, ownerOf(request));
      request.log.info({ presenterUrlId: saved.id, sessionId: session.id }, 'presenter URL submitted');
      // Admins' moderation views refresh on this (after the insert has committed).
      await app.realtime
        .publish({
          topic: 'moderation',
          type: 'presenter_url.created',
          data: { ...saved, sessionTitle: session.title },
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not publish presenter_url.created'));
      return reply.status(201).send(saved);
    },
  );
};
