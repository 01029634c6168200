/**
 * The one module that reads the environment. Everything else receives an AppConfig.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ConferenceConfig, WRITING_WINDOW_DEFAULT_SECONDS } from './contract/index';
import { type MailSettings, parseMailSettings } from './modules/mail/mail-settings';

export type TrustProxy = false | number | string[];

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  /** Set → PostgreSQL through pg; null → embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl: string | null;
  dataDir: string;
  adminEmail: string;
  /** Null → a random password is generated and printed once when the admin is created. */
  adminPassword: string | null;
  remotes: { attendee: string; admin: string };
  /** Null → generated once and kept in `${dataDir}/cookie-secret` (see lib/cookie-secret.ts). */
  cookieSecret: string | null;
  logLevel: LogLevel;
  /**
   * Which X-Forwarded-* entries to believe: false (none), a number of proxy hops in front of the app (only with a
   * loopback `host`), or the proxies' addresses (IPs or CIDR ranges). The client address is the first one not added by a trusted proxy,
   * counted from the right: what a client writes into X-Forwarded-For itself is never taken.
   */
  trustProxy: TrustProxy;
  /** The app's public origin (e.g. https://conf.example), used for every absolute link; null → the request's. */
  publicUrl: string | null;
  /** A request (headers and body) must arrive within this time, or the connection is closed with 408. */
  requestTimeoutMs: number;
  /** Origins, besides the API's own host, allowed to send state-changing requests. */
  allowedOrigins: string[];
  /**
   * Prometheus metrics on their own listener, so the public port never shows them: null → no metrics listener.
   * Bound to `metricsHost` (loopback unless told otherwise); an operator exposes it to the scraper only.
   */
  metrics: { port: number | null; host: string };
  paths: { hostDist: string; attendeeDist: string; adminDist: string; apiStatic: string };
  conference: ConferenceConfig;
  /** How long a password-reset link works (PASSWORD_RESET_TTL_SECONDS; default 1 hour). */
  passwordResetTtlMs: number;
  /** Outgoing email: SMTP from SMTP_URL or SMTP_HOST…, else the outbox folder `${dataDir}/outbox`. */
  mail: MailSettings;
  /**
   * Public pages sent as HTML (issue 28, modules/ssr): the host's server build (null → SERVER_RENDERING=off, every
   * page starts in the browser) and how long a request waits for a page not rendered yet (SERVER_RENDER_WAIT_MS).
   * Issue 36: the rendered pages' bound in bytes (SERVER_RENDER_CACHE_MB, 96 MB by default) and how long readiness
   * waits for the public pages' first rendering at most (30 s by default).
   */
  serverRendering: { hostBuild: string | null; waitMs: number; cacheBytes?: number; warmUpWaitMs?: number };
  /**
   * Web Push (modules/push): the push services' domains an endpoint's host must be or end in (PUSH_SERVICE_DOMAINS,
   * comma-separated, e.g. `fcm.googleapis.com,push.services.mozilla.com`); null → any public host.
   */
  push: { serviceDomains: string[] | null };
  /**
   * How long a writer stays in the chair's "still writing" count when the organisers have set nothing in the admin
   * area (issue 35): WRITING_WINDOW_SECONDS, default 60. The browser tests set a few seconds, so that they see the
   * count fall without waiting a minute.
   */
  writingWindowMs: number;
}

/** The repository root: this file lives in api/src/. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The conference every page reads (BEYOND D12). Fictional. */
export const conference: ConferenceConfig = {
  name: 'Talking Together 2027',
  shortName: 'TT2027',
  year: 2027,
  organiser: 'Talking Together Trust',
  timeZone: 'Europe/London',
  contactEmail: 'hello@talkingtogether.example',
  venueName: 'Northgate University campus',
  days: [
    { date: '2027-09-13', dayName: 'Monday' },
    { date: '2027-09-14', dayName: 'Tuesday' },
  ],
};

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parsePort(value: string | undefined, name = 'PORT'): number {
  if (!blankToNull(value)) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseLogLevel(value: string | undefined): LogLevel {
  const level = blankToNull(value)?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return level as LogLevel;
}

/**
 * TRUST_PROXY: unset/false → trust nothing; a whole number → that many proxy hops; `true` → one hop (the
 * usual single reverse proxy; trusting every hop would let a client choose its own address); otherwise a
 * comma-separated list of proxy addresses or CIDR ranges. A hop count needs a loopback HOST (see
 * requireProxyOnlyReach).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = blankToNull(value)?.toLowerCase();
  if (!text || ['false', 'no', '0', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const ADDRESS = /^(?:[0-9.]+|[0-9a-f:]+:[0-9a-f:.]*)(?:\/\d{1,3})?$/;
  const wrong = addresses.find((address) => !ADDRESS.test(address));
  if (addresses.length === 0 || wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be false, a number of proxy hops, or a comma-separated list of proxy addresses, got "${value}"`,
    );
  }
  return addresses;
}

/** HOST values that only this machine can connect to. */
export function isLoopbackHost(host: string): boolean {
  return /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i.test(host.trim());
}

/**
 * A hop count trusts the X-Forwarded-For of whoever connects: safe only when nobody but the proxy can connect.
 * Listening on a public or wildcard address (the default 0.0.0.0), anyone who reaches the port directly would
 * write their own X-Forwarded-For and choose the address every per-address limit counts. So a hop count needs a
 * loopback HOST; otherwise TRUST_PROXY must name the proxies, which Fastify then believes and no one else.
 */
function requireProxyOnlyReach(trustProxy: TrustProxy, host: string, written: string | undefined): void {
  if (typeof trustProxy !== 'number' || isLoopbackHost(host)) return;
  throw new Error(
    `TRUST_PROXY=${written?.trim()} trusts the X-Forwarded-For header of whoever connects, but HOST=${host} lets anyone who reaches this port directly connect and choose their own address. ` +
      'Set HOST=127.0.0.1 when the proxy runs on this machine, or set TRUST_PROXY to the proxy’s addresses (e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/24).',
  );
}

function parsePublicUrl(value: string | undefined): string | null {
  const text = blankToNull(value);
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address like https://conf.example, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address like https://conf.example, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseMilliseconds(name: string, value: string | undefined, fallback: number): number {
  if (!blankToNull(value)) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000)
    throw new Error(`${name} must be a whole number of milliseconds, at least 1000, got "${value}"`);
  return ms;
}

function parseMegabytes(name: string, value: string | undefined, fallback: number): number {
  if (!blankToNull(value)) return fallback * 1024 * 1024;
  const megabytes = Number(value);
  if (!Number.isInteger(megabytes) || megabytes < 1)
    throw new Error(`${name} must be a whole number of megabytes, at least 1, got "${value}"`);
  return megabytes * 1024 * 1024;
}

/** Slow phones on venue Wi-Fi upload a 5 MB programme file well within a minute. */
const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

/**
 * Password-reset and invitation emails carry a link with a secret token, which must lead to this app as people
 * reach it (emailLinkOrigin). Mail that really leaves therefore needs the configured address; without SMTP the
 * emails only reach the outbox folder, and their links may start with localhost.
 */
function requirePublicUrlForMail(publicUrl: string | null, mail: MailSettings): void {
  if (mail.smtp && publicUrl === null) {
    throw new Error(
      'PUBLIC_URL must be set when email is sent through SMTP_URL or SMTP_HOST: the links in password-reset and invitation emails start with it (without it they would lead to localhost or the first ALLOWED_ORIGINS entry, never to the Host header the requester sent)',
    );
  }
}

const DOMAIN_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** PUSH_SERVICE_DOMAINS: domain names, a leading `*.` or `.` and a trailing dot allowed and dropped. */
export function parsePushServiceDomains(value: string | undefined): string[] | null {
  const domains = (value ?? '')
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .toLowerCase()
        .replace(/^\*?\./, '')
        .replace(/\.$/, ''),
    )
    .filter(Boolean);
  if (domains.length === 0) return null;
  for (const domain of domains) {
    if (!DOMAIN_NAME.test(domain)) {
      throw new Error(
        `PUSH_SERVICE_DOMAINS: "${domain}" is not a domain name; list push services' domains separated by commas, e.g. PUSH_SERVICE_DOMAINS=fcm.googleapis.com,push.services.mozilla.com`,
      );
    }
  }
  return domains;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(blankToNull(env.DATA_DIR) ?? path.join(repoRoot, 'data'));
  const publicUrl = parsePublicUrl(env.PUBLIC_URL);
  const mail = parseMailSettings(env, dataDir, `${conference.name} <${conference.contactEmail}>`);
  requirePublicUrlForMail(publicUrl, mail);
  const host = blankToNull(env.HOST) ?? '0.0.0.0';
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  requireProxyOnlyReach(trustProxy, host, env.TRUST_PROXY);
  return {
    port: parsePort(env.PORT),
    host,
    databaseUrl: blankToNull(env.DATABASE_URL),
    dataDir,
    adminEmail: (blankToNull(env.ADMIN_EMAIL) ?? 'admin@conference.test').toLowerCase(),
    adminPassword: blankToNull(env.ADMIN_PASSWORD),
    remotes: {
      attendee: blankToNull(env.ATTENDEE_REMOTE_URL) ?? '/remotes/attendee/mf-manifest.json',
      admin: blankToNull(env.ADMIN_REMOTE_URL) ?? '/remotes/admin/mf-manifest.json',
    },
    cookieSecret: blankToNull(env.COOKIE_SECRET),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    trustProxy,
    publicUrl,
    requestTimeoutMs: parseMilliseconds('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    metrics: {
      port: blankToNull(env.METRICS_PORT) ? parsePort(env.METRICS_PORT, 'METRICS_PORT') : null,
      host: blankToNull(env.METRICS_HOST) ?? '127.0.0.1',
    },
    paths: {
      hostDist: path.join(repoRoot, 'host', 'dist'),
      attendeeDist: path.join(repoRoot, 'attendee-remote', 'dist'),
      adminDist: path.join(repoRoot, 'admin-remote', 'dist'),
      apiStatic: path.join(repoRoot, 'api', 'static'),
    },
    conference,
    passwordResetTtlMs: parseMilliseconds(
      'PASSWORD_RESET_TTL_SECONDS',
      env.PASSWORD_RESET_TTL_SECONDS === undefined ? undefined : String(Number(env.PASSWORD_RESET_TTL_SECONDS) * 1000),
      60 * 60_000,
    ),
    mail,
    serverRendering: {
      hostBuild: env.SERVER_RENDERING === 'off' ? null : path.join(repoRoot, 'host', 'dist-server', 'host-server.cjs'),
      waitMs: parseMilliseconds('SERVER_RENDER_WAIT_MS', env.SERVER_RENDER_WAIT_MS, 1_500),
      cacheBytes: parseMegabytes('SERVER_RENDER_CACHE_MB', env.SERVER_RENDER_CACHE_MB, 96),
    },
    push: { serviceDomains: parsePushServiceDomains(env.PUSH_SERVICE_DOMAINS) },
    writingWindowMs: parseMilliseconds(
      'WRITING_WINDOW_SECONDS',
      env.WRITING_WINDOW_SECONDS === undefined ? undefined : String(Number(env.WRITING_WINDOW_SECONDS) * 1000),
      WRITING_WINDOW_DEFAULT_SECONDS * 1000,
    ),
  };
}

/**
 * Where the links in emails (password reset, invitations) start: PUBLIC_URL, else the first ALLOWED_ORIGINS entry,
 * else this machine. Never the Host header of whoever asked for the email: anyone could have a real person's reset
 * link point at their own site.
 */
export function emailLinkOrigin(config: Pick<AppConfig, 'publicUrl' | 'allowedOrigins' | 'port'>): string {
  return config.publicUrl ?? config.allowedOrigins[0] ?? `http://localhost:${config.port}`;
}

/**
 * What an operator should hear at start about a configuration that works but is not fit to face the public. Without
 * PUBLIC_URL the links in calendar feeds, open data and calendar files are built from each request's Host header
 * (those answers are then kept out of shared caches), and emails fall back to ALLOWED_ORIGINS or localhost.
 */
export function configWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.publicUrl === null) {
    warnings.push(
      `PUBLIC_URL is not set: set it to the app's public address (e.g. PUBLIC_URL=https://conf.example) before anyone else uses this server. Until then links in calendar feeds and open data follow each request's Host header (those answers are not cached by proxies), and links in emails start with ${emailLinkOrigin(config)}.`,
    );
  }
  return warnings;
}
