/**
 * The OpenAPI document, built by @fastify/swagger from the routes' TypeBox schemas, with the conventions of
 * openapi-conventions.ts applied; and the contract version on every /api answer, so a remote can check it.
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { Type } from 'typebox';
import { API_CONTRACT_VERSION, API_CONTRACT_VERSION_HEADER } from '../contract/version';
import { withErrors } from '../lib/schemas';
import { applyOpenApiConventions } from './openapi-conventions';

/** The path of a request target, also in absolute form (`GET http://host/api/x`). */
export function requestPath(url: string): string {
  // The usual origin-form target is its own path up to the query: no URL to parse unless the parser could
  // change it (dot segments, escapes, backslashes, a leading // read as a host).
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (path.startsWith('/') && !path.startsWith('//') && !/\/\.|%|\\/.test(path)) return path;
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url;
  }
}

/** Sets the API-Contract-Version header on an answer to an /api request. */
export function markContractVersion(request: FastifyRequest, reply: FastifyReply): void {
  const path = requestPath(request.url);
  if (path === '/api' || path.startsWith('/api/')) reply.header(API_CONTRACT_VERSION_HEADER, API_CONTRACT_VERSION);
}

export const openApiPlugin = fastifyPlugin(
  async (app) => {
    // Before routing, so that refusals (404, 400, 429) carry it too.
    app.addHook('onRequest', (request, reply, done) => {
      markContractVersion(request, reply);
      done();
    });

    const { publicUrl } = app.config;
    await app.register(fastifySwagger, {
      transformObject: (document) =>
        'openapiObject' in document ? applyOpenApiConventions(document.openapiObject as never) : document.swaggerObject,
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Conference Companion API',
          description: 'Programme, agenda, news, Q&A and administration of the conference companion.',
          version: API_CONTRACT_VERSION,
        },
        servers: [
          publicUrl
            ? { url: publicUrl, description: 'This deployment (PUBLIC_URL)' }
            : { url: '/', description: 'The origin that served this document' },
        ],
        tags: [
          { name: 'system', description: 'Health' },
          { name: 'programme', description: 'Conference and sessions' },
          { name: 'venue', description: 'Venues and access information' },
          { name: 'sponsors', description: 'Sponsors' },
          { name: 'agenda', description: 'Bookmarks of the visitor or account' },
          { name: 'identity', description: 'Visitor, sign-in and sessions' },
          { name: 'notifications', description: "Web Push: this browser's subscription and what it is sent" },
          { name: 'analytics', description: 'User action log' },
          { name: 'shell', description: 'Run-time configuration of the browser app' },
          { name: 'admin', description: 'Admin only: every route refuses anonymous (401) and non-admin (403) callers' },
        ],
        components: {
          securitySchemes: {
            sessionCookie: { type: 'apiKey', in: 'cookie', name: 'cc_session' },
          },
        },
      },
    });

    // Registered after swagger's onRoute hook is in place, but the document hides itself.
    app.get(
      '/api/openapi.json',
      {
        config: { identity: false },
        schema: {
          hide: true,
          response: withErrors({ 200: Type.Unknown({ description: 'The OpenAPI 3.1 document' }) }),
        },
      },
      async () => app.swagger(),
    );
  },
  { name: 'openapi' },
);
