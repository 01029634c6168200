/**
 * Answers whose links were built from the request's Host header (no PUBLIC_URL; lib/public-origin.ts) say so:
 * `Vary: Host`, and a Cache-Control that no shared cache may store (`public` becomes `private`; `s-maxage` goes).
 * A browser still keeps its own copy and revalidates with the ETag; a proxy in front never serves the answer built
 * for one Host to a caller who sent another.
 */
import type { FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

function addVaryHost(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === 'host')) return;
  reply.header('vary', [...names, 'Host'].join(', '));
}

/** The same directives, but never storable by a shared cache. */
export function privateCacheControl(value: string): string {
  const directives = value
    .split(',')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^(?:public|s-maxage\s*=.*|proxy-revalidate)$/i.test(directive));
  if (directives.some((directive) => /^(?:private|no-store)$/i.test(directive))) return directives.join(', ');
  return ['private', ...directives].join(', ');
}

export const hostDependentAnswersPlugin = fastifyPlugin(
  async (app) => {
    app.decorateRequest('originFromHost', false);
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.originFromHost) {
        addVaryHost(reply);
        const cacheControl = reply.getHeader('cache-control');
        reply.header('cache-control', privateCacheControl(typeof cacheControl === 'string' ? cacheControl : ''));
      }
      done(null, payload);
    });
  },
  { name: 'host-dependent-answers', dependencies: ['cache-control-default'] },
);
