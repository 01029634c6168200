/**
 * A route that takes no body refuses one (issue 34). Such a route used to read nothing of what it was sent and
 * answer as if it had been understood: `POST /api/auth/sign-out` with `{"everywhere": true}` signed out only this
 * browser. A body is now refused with 400 before it is read, so a caller learns at once that it was ignored.
 *
 * A route takes a body when its schema names one (`schema.body`, JSON) or the media types it reads
 * (`schema.consumes`, e.g. multipart uploads). A request has a body when it says so: a Content-Length above 0 or
 * a Transfer-Encoding. `Content-Type: application/json` with no body stays accepted (clients send it on every
 * call). Checked in preParsing: after the guards of onRequest (an admin route still answers 401/403 first), before
 * any byte of the body is read.
 */
import type { preParsingHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

export const NO_BODY_MESSAGE = 'This request takes no body; send it without one.';

/** True when the request carries a body, by its headers (the body itself is not read). */
export function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = Number(headers['content-length'] ?? 0);
  return Number.isNaN(length) || length > 0;
}

const refuseBody: preParsingHookHandler = async (request, _reply, payload) => {
  if (hasBody(request.headers)) throw badRequest('BODY_NOT_ALLOWED', NO_BODY_MESSAGE);
  return payload;
};

export const noBodyRoutesPlugin = fastifyPlugin(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { body?: unknown; consumes?: unknown } | undefined;
      if (schema?.body !== undefined || schema?.consumes !== undefined) return;
      const existing = route.preParsing;
      route.preParsing = [
        refuseBody,
        ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
      ];
    });
  },
  { name: 'no-body-routes' },
);
