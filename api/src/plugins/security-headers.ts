/**
 * Security headers on every answer (API, host, remotes, static files, errors), with helmet.
 *
 * The Content-Security-Policy allows this origin plus the origins the remotes are configured on
 * (ATTENDEE_REMOTE_URL / ADMIN_REMOTE_URL may point at a CDN) and nothing else: no inline script, no eval
 * (the production builds and Module Federation's browser runtime need neither: remotes load as <script src>
 * and their manifests through fetch), CSS only from files. React's `style` prop writes through the CSSOM,
 * which CSP does not govern; the one inline `style` attribute in the host's index.html (the loading text
 * shown before any script runs) is allowed by its hash, read from the built file.
 *
 * helmet works the header values out; we ask it once at start-up and set the same values on every answer.
 * They depend on configuration only (no nonces), and @fastify/helmet rebuilt helmet's middleware on every request:
 * about a seventh of a cached read's CPU time (docs/performance.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

/** Features the app never uses, switched off for it and for anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** One year; sent only when the request came over HTTPS (directly or, with TRUST_PROXY, via the proxy). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Paths other sites may load as no-cors subresources: remotes' code on another host page, open data. */
const CROSS_ORIGIN_RESOURCES = /^\/(remotes|api\/open-data)\//;

/** The origins of remote manifest URLs that are absolute; relative ones are this origin ('self'). */
export function remoteOrigins(remotes: AppConfig['remotes']): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (!/^(https?:)?\/\//i.test(url)) continue;
    try {
      const parsed = new URL(url, 'https://relative.invalid');
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.add(parsed.origin);
    } catch {
      // An unparsable URL cannot load anything; nothing to allow.
    }
  }
  return [...origins];
}

/** CSP hash sources ('sha256-…') of the inline style attributes in the host's built index.html. */
export function inlineStyleAttributeHashes(hostIndexHtml: string): string[] {
  const hashes = new Set<string>();
  for (const match of hostIndexHtml.matchAll(/\sstyle="([^"]*)"/g)) {
    const value = match[1] ?? '';
    // The browser hashes the decoded value; an entity would need decoding first. None is used: skip rather
    // than allow a wrong hash (the CSP end-to-end test would then report the blocked style).
    if (value.includes('&')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

function readHostIndex(hostDist: string): string {
  const file = path.join(hostDist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

export function contentSecurityPolicyDirectives(
  remotes: AppConfig['remotes'],
  styleAttributeHashes: readonly string[],
): Record<string, string[]> {
  const code = ["'self'", ...remoteOrigins(remotes)];
  return {
    'default-src': ["'self'"],
    'script-src': code,
    'script-src-attr': ["'none'"],
    'style-src': code,
    'style-src-attr': styleAttributeHashes.length > 0 ? ["'unsafe-hashes'", ...styleAttributeHashes] : ["'none'"],
    // blob: the admin's preview of an image before uploading it.
    'img-src': [...code, 'blob:'],
    'font-src': code,
    // 'self' covers ws:/wss: to this host (the live socket); remote origins for their manifests.
    'connect-src': code,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The headers helmet sets for these options, by lower-case name, read by running its middleware once. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

export function securityHeaders(remotes: AppConfig['remotes'], styleAttributeHashes: readonly string[]) {
  return {
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicyDirectives(remotes, styleAttributeHashes),
      },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      // Not 'no-referrer': under it browsers send `Origin: null` on same-origin POSTs, which the origin check
      // must refuse. 'same-origin' still tells other sites nothing (e.g. which session a visitor came from).
      referrerPolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
      // Set below, only over HTTPS: on plain HTTP (development, a LAN demo) it would be ignored at best.
      strictTransportSecurity: false,
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

export const securityHeadersPlugin: FastifyPluginAsync = fastifyPlugin(
  async (app) => {
    const { remotes, paths } = app.config;
    const headers = securityHeaders(remotes, inlineStyleAttributeHashes(readHostIndex(paths.hostDist)));

    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      if (CROSS_ORIGIN_RESOURCES.test(request.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
      done();
    });
  },
  { name: 'security-headers' },
);
