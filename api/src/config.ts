/**
 * The one module that reads the environment. Everything else receives an AppConfig.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConferenceConfig } from './contract/index';

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
  /** Behind a load balancer: take the client address and protocol from X-Forwarded-* headers. */
  trustProxy: boolean;
  /**
   * Where the public reaches this deployment (`PUBLIC_URL`, e.g. https://tt2027.example), without a trailing
   * slash; null when not configured. The OpenAPI document's server, and the domain of iCalendar UIDs.
   */
  publicUrl: string | null;
  /** Origins, besides the API's own host, allowed to send state-changing requests. */
  allowedOrigins: string[];
  paths: { hostDist: string; attendeeDist: string; adminDist: string; apiStatic: string };
  conference: ConferenceConfig;
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

function parsePort(value: string | undefined): number {
  if (!blankToNull(value)) return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
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

function parsePublicUrl(value: string | undefined): string | null {
  const text = blankToNull(value);
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL without query, fragment or user, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(blankToNull(env.DATA_DIR) ?? path.join(repoRoot, 'data'));
  return {
    port: parsePort(env.PORT),
    host: blankToNull(env.HOST) ?? '0.0.0.0',
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
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase()),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    paths: {
      hostDist: path.join(repoRoot, 'host', 'dist'),
      attendeeDist: path.join(repoRoot, 'attendee-remote', 'dist'),
      adminDist: path.join(repoRoot, 'admin-remote', 'dist'),
      apiStatic: path.join(repoRoot, 'api', 'static'),
    },
    conference,
  };
}
