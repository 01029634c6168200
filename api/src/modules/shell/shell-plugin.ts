/**
 * The browser app in the same process (DESIGN.md Running): the host at `/` with a single-page fallback,
 * each remote under /remotes/<name>/ with CORS (the host fetches their manifests), read-only assets at
 * /static/, and /config.json telling the host where the remotes are. Missing build folders are skipped,
 * so the API runs (and tests run) without a build.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { type Static, Type } from 'typebox';
import { API_CONTRACT_VERSION, type RuntimeConfig } from '../../contract/index';
import { CONSENT_DECIDED_COOKIE } from '../../lib/cookies';
import { etagOf, matchesIfNoneMatch } from '../../lib/document-cache';
import { notFound } from '../../lib/http-error';
import { redactUrl } from '../../lib/log-redaction';
import { type Assert, type Equals, withErrors } from '../../lib/schemas';
import { publishedBuildVersion } from '../ssr/published-build';
import { RenderService } from '../ssr/render-service';
import { isServerRenderedPath, RenderedPages } from '../ssr/rendered-pages';
import { withServerRendering } from '../ssr/server-page';
import { pageMetadata, withPageMetadata } from './page-metadata';
import {
  API_PRELOAD_LINKS,
  exposePreloadLinks,
  type ManifestExpose,
  remotePreloadLinks,
  runtimeConfigBlock,
  withStartupHints,
} from './startup-hints';

export const RuntimeConfigSchema = Type.Object({
  remotes: Type.Object({ attendee: Type.String(), admin: Type.String() }),
  apiContract: Type.String({ description: 'The API contract version this server speaks (semver)' }),
});
export type _RuntimeConfigMatches = Assert<Equals<Static<typeof RuntimeConfigSchema>, RuntimeConfig>>;

/** Files that name other files: a stale copy would load an old build, so always revalidate. */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'mf-manifest.json',
  'remoteEntry.js',
  'sw.js',
  'precache-manifest.json',
  'manifest.webmanifest',
  // Not named by its content: the page names it at a fixed address (host/public/early-input.js).
  'early-input.js',
]);

/**
 * The blocking script that puts a returning visitor's display settings on <html> before the first paint (issue 36):
 * fetched before anything is drawn, so a repeat visit must not wait on a revalidation. Its name changes with it.
 */
const EARLY_SCRIPTS = new Set(['apply-preferences.js']);
const EARLY_SCRIPT_CACHE = 'public, max-age=86400';

/** The builds name every other file after its content (scripts/rspack/federated-app.mjs: name.[contenthash:8].ext). */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
/** A hashed file never changes: a year in any cache, and no revalidation on reload. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_SPA = /^\/(api|remotes|static)(\/|$)/;
/** Where this server publishes the attendee remote (below); a configured address there is read from disk. */
const ATTENDEE_PREFIX = '/remotes/attendee/';

/**
 * Source maps stay on the build machine (docs/security.md): they would hand anyone the full, commented source
 * of the admin area. The scripts still name them, so a developer with the build folder can use them.
 */
const isServedFile = (pathName: string) => !/\.map$/i.test(pathName);

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  // The build's brotli or gzip copy (main.1a2b3c4d.js.br) stands for the file it was made from.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name)) reply.header('Cache-Control', 'no-cache');
  else if (EARLY_SCRIPTS.has(name)) reply.header('Cache-Control', EARLY_SCRIPT_CACHE);
  else if (CONTENT_HASHED.test(name)) reply.header('Cache-Control', IMMUTABLE);
}

interface LocalManifest {
  exposes?: ManifestExpose[];
  metaData?: { buildInfo?: { buildVersion?: string } };
}

/** The loopback address of this API, for the render process to read it; null until it listens. */
function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host = ['0.0.0.0', '::', ''].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Public pages rendered on the server when the host's server build is there (modules/ssr); null otherwise. Once the
 * API listens, the public pages are rendered before /api/ready says ready (issue 36), within a bounded time.
 */
function serverRendering(app: FastifyInstance, runtimeConfig: RuntimeConfig): RenderedPages | null {
  const { hostBuild, cacheBytes, warmUpWaitMs } = app.config.serverRendering;
  if (!hostBuild || !existsSync(hostBuild)) return null;
  const service = new RenderService({ hostBuild, apiOrigin: () => ownOrigin(app), log: app.log });
  app.addHook('onClose', async () => service.close());
  const pages = new RenderedPages(app, service, { manifestUrl: app.config.remotes.attendee, maxBytes: cacheBytes });
  // Not ready from the start: a load balancer asking before the port's first answer must not send readers yet.
  app.lifecycle.warming = true;
  app.addHook('onListen', async () => {
    void pages.warmUp(runtimeConfig, warmUpWaitMs).finally(() => {
      app.lifecycle.warming = false;
    });
  });
  return pages;
}

export const shellPlugin = fastifyPlugin(
  async (app) => {
    const { paths, remotes } = app.config;
    const hostIndex = path.join(paths.hostDist, 'index.html');
    let replyDecorated = false;
    const decorateReply = () => {
      const first = !replyDecorated;
      replyDecorated = true;
      return first;
    };

    app.get(
      '/config.json',
      {
        schema: {
          tags: ['shell'],
          summary: "Run-time configuration of the host: where each remote's manifest is",
          response: withErrors({ 200: RuntimeConfigSchema }),
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return { remotes, apiContract: API_CONTRACT_VERSION };
      },
    );

    // Unknown API paths end here rather than in the host's file wildcard below, and mint no visitor. Also a known
    // route's path with a parameter longer than the router takes (maxParamLength). Answered in onRequest, before
    // the no-body check (plugins/no-body-routes.ts): a body sent to a path that does not exist is still a 404.
    const noSuchRoute = async (request: FastifyRequest) => {
      // Redacted like the request log: this message is logged too, and the path may be a feed address.
      throw notFound(
        'NOT_FOUND',
        `No API route matches ${request.method} ${redactUrl(request.url.split('?')[0] ?? '')}`,
      );
    };
    app.all(
      '/api/*',
      {
        config: { identity: false },
        schema: { hide: true, response: withErrors({}, 404) },
        onRequest: noSuchRoute,
      },
      noSuchRoute,
    );

    /**
     * The attendee remote's own manifest, when this server serves it: its page chunks can then be named in the page
     * too. Read on every request, like the page, as either may be rebuilt meanwhile; a missing or broken one only
     * means fewer hints.
     */
    const localAttendeeManifest = async (): Promise<LocalManifest | null> => {
      if (!remotes.attendee.startsWith(ATTENDEE_PREFIX)) return null;
      const file = path.join(paths.attendeeDist, remotes.attendee.slice(ATTENDEE_PREFIX.length).split('?')[0] ?? '');
      try {
        return JSON.parse(await readFile(file, 'utf8'));
      } catch {
        return null;
      }
    };

    const rendering = serverRendering(app, { remotes, apiContract: API_CONTRACT_VERSION });

    /**
     * The host page with its start-up hints (startup-hints.ts), and for a public page its content rendered
     * (modules/ssr); read on every request, as the host may be rebuilt. Revalidated by ETag.
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
      const manifest = await localAttendeeManifest();
      const runtimeConfig = { remotes, apiContract: API_CONTRACT_VERSION };
      // `/?shell`: the page without content, which the service worker keeps for every route offline.
      const plainShell = new URLSearchParams(request.url.split('?')[1] ?? '').has('shell');
      const rendered =
        rendering && !plainShell && isServerRenderedPath(urlPath)
          ? await rendering.get(
              request.url,
              request.cookies[CONSENT_DECIDED_COOKIE] === 'decided',
              runtimeConfig,
              app.config.serverRendering.waitMs,
            )
          : null;
      // A remote rebuilt or redeployed since its pages were rendered: render them again (the browser will load the
      // new one). A remote of another origin is asked which build it serves now.
      const current = rendered
        ? manifest
          ? manifest.metaData?.buildInfo?.buildVersion
          : /^https?:/.test(remotes.attendee)
            ? await publishedBuildVersion(remotes.attendee)
            : undefined
        : undefined;
      const usable = rendered && (current === undefined || rendered.buildId === current) ? rendered : null;
      if (rendered && !usable && current) rendering?.dropOtherBuilds(current);
      // Admin and account pages draw no attendee page, only the navigation's badges.
      const exposes = /^\/(admin|account)(\/|$)/.test(urlPath) ? ['nav-badges'] : ['routes', 'nav-badges'];
      const hints =
        runtimeConfigBlock(runtimeConfig) +
        API_PRELOAD_LINKS +
        remotePreloadLinks(remotes.attendee) +
        (manifest ? exposePreloadLinks(manifest, remotes.attendee, exposes) : '');
      const metadata = await pageMetadata(app.db, urlPath, app.config.conference.name);
      const host = await readFile(hostIndex, 'utf8');
      const canonical = app.config.publicUrl ? new URL(urlPath, app.config.publicUrl).href : null;
      const hinted = withStartupHints(
        metadata ? withPageMetadata(host, metadata, app.config.conference.name, canonical) : host,
        hints,
      );
      const page = (usable && withServerRendering(hinted, usable, remotes.attendee)) || hinted;
      // The service worker keeps no rendered page as the shell of every route (host caching-rules.ts).
      if (page !== hinted) reply.header('CC-Server-Rendered', '1');
      const etag = etagOf(page);
      // Vary: the banner's cookie chooses between two renderings of a public page.
      reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'Cookie');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(page);
    };

    if (existsSync(paths.hostDist)) {
      app.get('/', { config: { identity: false }, schema: { hide: true } }, (request, reply) =>
        sendPage(request, reply, '/'),
      );
      await app.register(fastifyStatic, {
        root: paths.hostDist,
        prefix: '/',
        decorateReply: decorateReply(),
        dotfiles: 'ignore',
        allowedPath: isServedFile,
        // The page itself is sent by the route above and the not-found handler below, with the preload hints.
        index: false,
        // The build writes .br and .gz copies at the best compression; sent as they are when the browser takes them.
        preCompressed: true,
        setHeaders: setCacheHeaders,
      });
    }

    for (const [name, root] of [
      ['attendee', paths.attendeeDist],
      ['admin', paths.adminDist],
    ] as const) {
      if (!existsSync(root)) continue;
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${name}/`,
        decorateReply: decorateReply(),
        dotfiles: 'ignore',
        allowedPath: isServedFile,
        preCompressed: true,
        setHeaders: (res, filePath) => {
          res.header('Access-Control-Allow-Origin', '*');
          setCacheHeaders(res, filePath);
        },
      });
    }

    if (existsSync(paths.apiStatic)) {
      await app.register(fastifyStatic, {
        root: paths.apiStatic,
        prefix: '/static/',
        decorateReply: decorateReply(),
        dotfiles: 'ignore',
        allowedPath: isServedFile,
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      // "/session/1.1" is an app route; "/main.js" is a missing file. File extensions start with a letter.
      const looksLikeFile = /\.[a-z][a-z0-9]*$/i.test(urlPath);
      const isSpaRoute =
        (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(urlPath) && !looksLikeFile;
      if (isSpaRoute && existsSync(hostIndex)) return sendPage(request, reply, urlPath);
      const message = urlPath.startsWith('/api')
        ? `No API route matches ${request.method} ${redactUrl(urlPath)}`
        : isSpaRoute
          ? 'The web app has not been built yet. Run `pnpm build`, then restart the server.'
          : `Nothing found at ${urlPath}`;
      return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message });
    });
  },
  { name: 'shell' },
);
