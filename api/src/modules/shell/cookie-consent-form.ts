/**
 * The cookie banner without scripts (issue 36): its "Accept All" and "Reject All" are the submit buttons of a plain
 * form posted here, answered with a redirect back to the page (post, redirect, get), as public-sector services do
 * for their banners. The answer is two cookies: `cc_consent=decided` (the page then comes without the banner, as
 * after a choice made with scripts) and `cc_consent_choice`, which the browser's consent store takes as the
 * visitor's choice the first time scripts run, into its own storage, and then deletes (design-system
 * consent-store.ts). With scripts the banner's buttons do the same in the browser and nothing is posted.
 *
 * Its own plugin, so that only this route reads form bodies: every API route takes JSON only.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CONSENT_CHOICE_COOKIE, CONSENT_DECIDED_COOKIE } from '../../lib/cookies';

export const COOKIE_CONSENT_PATH = '/cookie-consent';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A path of this site to go back to; anything else (another site, `//host`, a backslash trick) goes to `/`. */
export function safeReturnPath(value: string | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return '/';
  return value;
}

/**
 * The page the form was sent from: its path and query from the Referer (sent for this site's own pages under the
 * Referrer-Policy 'same-origin'), else the form's `returnTo` path. A rendered page is shared by everyone whatever its
 * query, so the form itself carries only the path.
 */
export function returnPath(request: FastifyRequest<{ Body: { returnTo?: string } }>): string {
  const referer = request.headers.referer;
  if (referer) {
    try {
      const url = new URL(referer);
      // Parsed with the Referer's scheme, so that "Host: example.org:443" and "https://example.org" agree.
      const own = new URL(`${url.protocol}//${request.host}`).host;
      if (/^https?:$/.test(url.protocol) && url.host === own) return safeReturnPath(url.pathname + url.search);
    } catch {
      // Not an address: the form's own field says where.
    }
  }
  return safeReturnPath(request.body.returnTo);
}

const FormBody = Type.Object(
  {
    cookies: Type.Union([Type.Literal('accept'), Type.Literal('reject')], {
      description: 'accept: analytics and marketing cookies; reject: necessary cookies only',
    }),
    returnTo: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

export const cookieConsentFormRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post<{ Body: { cookies: 'accept' | 'reject'; returnTo?: string } }>(
    COOKIE_CONSENT_PATH,
    {
      config: { identity: false },
      // Not part of the API: the banner's form, for browsers without scripts.
      schema: { hide: true, body: FormBody },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        return reply
          .status(400)
          .type('text/plain; charset=utf-8')
          .send('Choose "Accept All" or "Reject All" on the cookie banner, then send it again.');
      }
      const options = {
        path: '/',
        sameSite: 'lax' as const,
        secure: request.protocol === 'https',
        maxAge: YEAR_SECONDS,
        // Read by the page's scripts (the consent store), as the cookie it sets itself.
        httpOnly: false,
      };
      reply.setCookie(CONSENT_DECIDED_COOKIE, 'decided', options);
      reply.setCookie(CONSENT_CHOICE_COOKIE, request.body.cookies, options);
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(returnPath(request), 303);
    },
  );
};
