import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import Value from 'typebox/value';
import { ANALYTICS_CONSENT_HEADER } from '../../contract/client';
import type { UserActionBody, WebVitalDetails } from '../../contract/index';
import { deviceTypeFromUserAgent } from '../../lib/device-type';
import { badRequest } from '../../lib/http-error';
import { webUrlOrAppPath } from '../../lib/safe-link';
import type { Assert, Equals } from '../../lib/schemas';
import { NoContent, StringEnum, withErrors } from '../../lib/schemas';

/**
 * One value of actionDetails. A single `type` list, not a union: with Fastify's type coercion a union's first
 * branch (string) would turn every number into text before the others were tried.
 */
const DetailValue = Type.Unsafe<string | number | boolean | null>({
  type: ['string', 'number', 'boolean', 'null'],
  maxLength: 500,
});

export const UserActionBodySchema = Type.Object(
  {
    actionType: StringEnum([
      'page_view',
      'bookmark_add',
      'bookmark_remove',
      'agenda_add',
      'agenda_remove',
      'web_vital',
    ] as const),
    actionDetails: Type.Record(Type.String({ maxLength: 64 }), DetailValue, { maxProperties: 20 }),
    pageUrl: Type.String({ maxLength: 2048 }),
  },
  { additionalProperties: false },
);
export type _UserActionBodyMatches = Assert<Equals<Static<typeof UserActionBodySchema>, UserActionBody>>;

/** A web vital's details (checked when actionType is 'web_vital'; other actions keep free-form details). */
export const WebVitalDetailsSchema = Type.Object(
  {
    name: StringEnum(['LCP', 'INP', 'CLS'] as const),
    // An hour in milliseconds bounds LCP and INP; CLS scores are small numbers.
    value: Type.Number({ minimum: 0, maximum: 3_600_000 }),
    rating: StringEnum(['good', 'needs-improvement', 'poor'] as const),
    id: Type.String({ minLength: 1, maxLength: 100 }),
    navigationType: Type.String({ maxLength: 40 }),
    page: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type _WebVitalDetailsMatches = Assert<Equals<Static<typeof WebVitalDetailsSchema>, WebVitalDetails>>;

export const WEB_VITAL_INVALID =
  'A web vital needs name (LCP, INP or CLS), value (a number from 0), rating (good, needs-improvement or poor), ' +
  'id, navigationType and page, and nothing else.';

export const userActionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/user-actions',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Record a user action; kept only for a signed-in user who consented to analytics (header ' +
          'Analytics-Consent: granted; issue 27), 204 either way',
        body: UserActionBodySchema,
        response: withErrors({ 204: NoContent }, 400),
      },
    },
    async (request, reply) => {
      if (request.body.actionType === 'web_vital' && !Value.Check(WebVitalDetailsSchema, request.body.actionDetails)) {
        throw badRequest('INVALID_WEB_VITAL', WEB_VITAL_INVALID);
      }
      if (webUrlOrAppPath(request.body.pageUrl) === null) {
        throw badRequest(
          'INVALID_PAGE_URL',
          'pageUrl must be an http:// or https:// address, or a path starting with /',
        );
      }
      // "Reject All" means nothing is stored for anyone: the browser sends this header only with consent.
      const consented = request.headers[ANALYTICS_CONSENT_HEADER.toLowerCase()] === 'granted';
      if (request.user && consented) {
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
