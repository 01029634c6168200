/** The OpenAPI document, built by @fastify/swagger from the routes' TypeBox schemas. */
import fastifySwagger from '@fastify/swagger';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fastifyPlugin from 'fastify-plugin';
import { Type } from 'typebox';
import { withErrors } from '../lib/schemas';

export const openApiPlugin = fastifyPlugin(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Conference Companion API',
          description: 'Programme, agenda, news, Q&A and administration of the conference companion.',
          version: '0.1.0',
        },
        tags: [
          { name: 'system', description: 'Health' },
          { name: 'programme', description: 'Conference and sessions' },
          { name: 'venue', description: 'Venues and access information' },
          { name: 'sponsors', description: 'Sponsors' },
          { name: 'agenda', description: 'Bookmarks of the visitor or account' },
          { name: 'identity', description: 'Visitor, sign-in and sessions' },
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
