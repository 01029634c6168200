/**
 * TRUST_PROXY as Fastify's trust function. The client address is found by walking X-Forwarded-For from the
 * right, past the trusted proxies; whatever a client wrote on the left is never reached. A hop count trusts
 * that many hops whoever they are (the app must then only be reachable through the proxy); a list of proxy
 * addresses trusts only those.
 */
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
