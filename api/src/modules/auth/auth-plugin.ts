/** Resolves the cc_session cookie into request.user on every API call, and the guards that read it. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { needsIdentity, SESSION_COOKIE } from '../../lib/cookies';
import { forbidden, unauthenticated } from '../../lib/http-error';
import { IDENTITY_HEADER, identityHeaderValue } from './identity-header';
import { clearSessionCookie } from './session-cookie';
import { resolveSession } from './session-store';

export const authPlugin = fastifyPlugin(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);

    const identify = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
      const session = await resolveSession(app.db, token);
      if (!session) {
        // Expired or revoked: stop the browser sending it.
        clearSessionCookie(request, reply);
        return;
      }
      request.user = session.user;
      request.authSession = { tokenHash: session.tokenHash, expiresAt: session.expiresAt };
    };
    // A callback hook: the public reads that need no identity (or carry no session) pay no promise for it.
    app.addHook('onRequest', (request, reply, done) => {
      const token = needsIdentity(request) ? request.cookies[SESSION_COOKIE] : undefined;
      if (!token) return done();
      identify(request, reply, token).then(() => done(), done);
    });
    // Personal answers only (no-store or private): a shared cache must never hold one person's tag.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (needsIdentity(request) && /no-store|private/.test(String(reply.getHeader('cache-control') ?? ''))) {
        reply.header(IDENTITY_HEADER, identityHeaderValue(request.authSession));
      }
      done(null, payload);
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/**
 * Guard for admin routes. Use as an onRequest hook, so that callers without the right are refused
 * before their input is even validated: 401 for anonymous, 403 for a signed-in non-admin.
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (request.user.role !== 'admin') throw forbidden('FORBIDDEN', 'Access denied: Admin privileges required');
}

/** Guard for routes that need any signed-in account. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthenticated();
}
