/** What this app adds to Fastify's instance and request types. */
import type { AppConfig } from './config';
import type { PublicUser } from './contract/index';
import type { Db } from './db/database';

export interface AuthSessionInfo {
  tokenHash: string;
  /** When the session ends unless used again: min(last use + idle limit, absolute expiry). */
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route needs no caller identity, so no visitor row is minted and no session is looked up
     * (health probes, the OpenAPI document, unknown API paths).
     */
    identity?: boolean;
  }
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
  interface FastifyRequest {
    /** The anonymous visitor (cc_visitor cookie); set on every API route except those marked `identity: false`. */
    visitorId: string | null;
    /** The signed-in account, from the cc_session cookie. */
    user: PublicUser | null;
    authSession: AuthSessionInfo | null;
  }
}
