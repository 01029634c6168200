/** What this app adds to Fastify's instance and request types. */
import type { AppConfig } from './config';
import type { PublicUser } from './contract/index';
import type { Db } from './db/database';
import type { Mailer } from './modules/mail/mailer';

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
    /**
     * The route only reads what hangs on the visitor id, so a validly signed cookie is taken without reading its
     * row (a public read then costs no identity query). Safe because a merged visitor's id holds nothing any more.
     */
    visitorRowUnread?: boolean;
  }
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /**
     * `draining`: shutdown has begun; readiness answers 503 so the load balancer stops sending requests.
     * `warming`: the public pages are being rendered for the first time (modules/ssr, issue 36); readiness waits.
     */
    lifecycle: { draining: boolean; warming: boolean };
    mailer: Mailer;
  }
  interface FastifyRequest {
    /**
     * The anonymous visitor (cc_visitor cookie); set on every API route except those marked `identity: false`.
     * Its row exists only once something was stored for it (`visitorStored`).
     */
    visitorId: string | null;
    /** The visitor id has a row (something was stored for it before, or this route stored it). */
    visitorStored: boolean;
    /**
     * How long this browser has had its visitor id, in milliseconds: 0 for a new one, Infinity for an id issued
     * before ids recorded their issue time (modules/visitors/visitor-id.ts).
     */
    visitorAgeMs: number;
    /** The request came without a usable visitor cookie (a first visit, or a script dropping its cookies). */
    visitorCookieNew: boolean;
    /** The browser has (or is being sent) the cookie naming visitorId. */
    visitorCookieSet: boolean;
    /** The answer's links were built from the Host header (no PUBLIC_URL): it must not be shared-cached. */
    originFromHost: boolean;
    /** The signed-in account, from the cc_session cookie. */
    user: PublicUser | null;
    authSession: AuthSessionInfo | null;
  }
}
