/**
 * One id per request, end to end: taken from the proxy's `X-Request-Id` when it is a plain token (so nginx's log
 * line and ours name the same request), else made here; logged with every line of the request (`reqId`) and sent
 * back in `X-Request-Id`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyPlugin from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and `._:-`, up to 128: nothing that could forge a log line or bloat every entry. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

export const requestIdPlugin = fastifyPlugin(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
