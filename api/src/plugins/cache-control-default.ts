/**
 * API answers are personal unless their route says otherwise: an /api answer without its own Cache-Control
 * gets `no-store`, so that no browser cache or shared proxy keeps someone's agenda, votes, account or an
 * admin list. Public routes set their own caching (programme, open data, news); admin answers are always
 * `no-store`, whatever a route set. Decided from the routed path, like identity.
 */
import fastifyPlugin from 'fastify-plugin';

export const cacheControlDefaultPlugin = fastifyPlugin(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      const route = request.routeOptions.url;
      if (route !== undefined && (route === '/api' || route.startsWith('/api/'))) {
        if (route.startsWith('/api/admin/') || !reply.hasHeader('cache-control'))
          reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'cache-control-default' },
);
