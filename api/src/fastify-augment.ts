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
    /** The route stores something for an anonymous caller: its visitor row and cookie are made first. */
    storesForVisitor?: boolean;
  }
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
  interface FastifyRequest {
    /**
     * The anonymous visitor (cc_visitor cookie); set on every API route except those marked `identity: false`.
     * Without a known cookie it is a fresh id that is only stored when the route stores something.
     */
    visitorId: string | null;
    /** The visitor id has a row (a known cookie came with the request, or the route stored it). */
    visitorStored: boolean;
    /** This very request made the visitor row: the caller came without one (e.g. a script dropping cookies). */
    visitorMintedNow: boolean;
    /** The signed-in account, from the cc_session cookie. */
    user: PublicUser | null;
    authSession: AuthSessionInfo | null;
  }
}
