/**
 * buildApp: external plugins, then the app's own plugins, then feature routes (fastify/demo style).
 * server.ts owns the process (database, migrations, seed, listen, shutdown); tests call buildApp directly.
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import webPush from 'web-push';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import './fastify-augment';
import { HttpError } from './lib/http-error';
import { redactingLogger } from './lib/log-redaction';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './lib/rate-limits';
import { trustProxyOption } from './lib/trust-proxy';
import { accountRoutes } from './modules/account/account-routes';
import { adminRoutes } from './modules/admin/admin-routes';
import { agendaRoutes } from './modules/agenda/agenda-routes';
import { authPlugin } from './modules/auth/auth-plugin';
import { authRoutes } from './modules/auth/auth-routes';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks-routes';
import { sessionCalendarRoutes } from './modules/calendar/session-calendar-routes';
import { chairRoutes } from './modules/chair/chair-routes';
import { conferenceRoutes } from './modules/conference/conference-routes';
import { healthRoutes } from './modules/health/health-routes';
import { acceptInvitationRoutes } from './modules/invitations/invitation-routes';
import { type JobsOptions, jobsPlugin } from './modules/jobs/jobs-plugin';
import { liveRoutes } from './modules/live/live-routes';
import { createMailer } from './modules/mail/mailer';
import { metricsPlugin } from './modules/metrics/metrics-plugin';
import { openDataRoutes } from './modules/open-data/open-data-routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset-routes';
import { phrasesRoutes } from './modules/phrases/phrases-routes';
import { pollsPlugin } from './modules/polls/polls-plugin';
import { presenterResourcesRoutes } from './modules/presenter-resources/presenter-resources-routes';
import { type PushOptions, pushRoutes } from './modules/push/push-routes';
import { type LiveLimits, realtimePlugin } from './modules/realtime/realtime-plugin';
import { sessionsRoutes } from './modules/sessions/sessions-routes';
import { cookieConsentFormRoutes } from './modules/shell/cookie-consent-form';
import { shellPlugin } from './modules/shell/shell-plugin';
import { redirectMergedSpeakerPages, speakersRoutes } from './modules/speakers/speakers-routes';
import { sponsorAdvertsRoutes } from './modules/sponsor-adverts/sponsor-adverts-routes';
import { sponsorsRoutes } from './modules/sponsors/sponsors-routes';
import { userActionsRoutes } from './modules/user-actions/user-actions-routes';
import { venuesRoutes } from './modules/venues/venues-routes';
import { visitorPlugin } from './modules/visitors/visitor-plugin';
import { cacheControlDefaultPlugin } from './plugins/cache-control-default';
import { errorHandlerPlugin, toApiError } from './plugins/error-handler';
import { hostDependentAnswersPlugin } from './plugins/host-dependent-answers';
import { noBodyRoutesPlugin } from './plugins/no-body-routes';
import { markContractVersion, openApiPlugin } from './plugins/openapi';
import { originCheckPlugin } from './plugins/origin-check';
import { requestIdOf, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { buildRequestValidator } from './plugins/validator-compiler';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig & { cookieSecret: string };
  logger?: FastifyServerOptions['logger'];
  /** Per-address limit on POST /api/auth/sign-in (the per-account limiter sits behind it). */
  signInRateLimit?: { max: number; timeWindow: number };
  /** Per-address limit on POST /api/auth/sign-up (default in auth-routes.ts). */
  signUpRateLimit?: { max: number; timeWindow: number };
  /** Per-address limit on the two password-reset routes (default in password-reset-routes.ts). */
  passwordResetRateLimit?: { max: number; timeWindow: number };
  /** Limits on questions, votes and presenter links (defaults and reasons in lib/rate-limits.ts). */
  rateLimits?: Partial<RateLimitSettings>;
  /**
   * Milliseconds now, for issuing visitor ids and reading how long a browser has had its own (votes from new
   * visitors are limited tightly; modules/questions/vote-admission.ts). Tests set it back to issue old cookies.
   */
  visitorClock?: () => number;
  /** Bounds on the live socket (defaults and reasons in modules/realtime/realtime-plugin.ts). */
  liveLimits?: Partial<LiveLimits>;
  /** The durable job queue's clock and loop (modules/jobs/jobs-plugin.ts); server.ts starts the loop. */
  jobs?: JobsOptions;
  /** Web Push (modules/push): the VAPID keys (server.ts resolves them; unset: a pair for this process only). */
  push?: Partial<PushOptions>;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** JSON bodies are small; uploads (later) get their own limit through multipart. */
const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(options: BuildAppOptions) {
  const { db, config } = options;
  const app = Fastify({
    logger: redactingLogger(options.logger ?? { level: config.logLevel }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Request-Id from the proxy when usable, else our own (plugins/request-id.ts); sent back on every answer.
    genReqId: requestIdOf,
    // A request must arrive whole (headers and body) within the timeout: a client trickling bytes cannot hold a
    // connection for ever. Node checks open connections every `connectionsCheckingInterval`.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.requestTimeoutMs / 4))),
    },
    // Long enough that an over-long path parameter reaches validation and gets a 400 naming it.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // Bodies are validated as sent, query strings and path parameters coerced from text (validator-compiler.ts).
    schemaController: { compilersFactory: { buildValidator: buildRequestValidator } },
    // Errors raised before routing (e.g. a malformed URL) skip the error handler: same shape for them.
    frameworkErrors: (error, request, reply) => {
      const body = toApiError(error);
      markContractVersion(request as unknown as FastifyRequest, reply as unknown as FastifyReply);
      (reply as unknown as FastifyReply).status(body.statusCode).send(body);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', db);
  app.decorate('config', config);
  // Set by server.ts when shutting down, so that /api/ready sends the load balancer elsewhere first.
  app.decorate('lifecycle', { draining: false, warming: false });
  app.decorate('mailer', createMailer(config.mail));

  // JSON only: a cross-site form can post text/plain without a CORS preflight. An empty JSON body is
  // accepted as no body, for clients that send Content-Type: application/json on every PUT/DELETE.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body === undefined) return done(null, undefined);
    return parseJson(request, body as string, done);
  });

  // The request id first, so that every answer carries it, refusals included.
  await app.register(requestIdPlugin);
  // External plugins. Security headers first, so every answer carries them, refusals included.
  await app.register(securityHeadersPlugin);
  await app.register(cacheControlDefaultPlugin);
  // After the default, so that an answer built from the Host header leaves no shared cache a copy (no PUBLIC_URL).
  await app.register(hostDependentAnswersPlugin);
  await app.register(errorHandlerPlugin);
  // Responses of 1 KB and more, brotli or gzip as the client accepts (phones on venue Wi-Fi). Bodies already
  // compressed (the cached programme, images) pass as they are; the WebSocket upgrade is not a reply. Request
  // bodies are not decompressed: a gzipped upload would slip past the body limit's intent.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(fastifyCookie, { secret: config.cookieSecret });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'RATE_LIMITED', `Too many requests. Please wait ${context.after} and try again.`),
  });
  await app.register(openApiPlugin);
  // Before any route is declared: each one without a body schema refuses a body (plugins/no-body-routes.ts).
  await app.register(noBodyRoutesPlugin);

  // The app's own plugins: refuse cross-site writes first, then who is calling.
  await app.register(originCheckPlugin);
  await app.register(authPlugin);
  await app.register(visitorPlugin, {
    newCookies: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits }.newVisitorCookiesPerAddress,
    ...(options.visitorClock ? { clock: options.visitorClock } : {}),
  });
  await app.register(realtimePlugin, { liveLimits: options.liveLimits });
  await app.register(metricsPlugin);
  await app.register(jobsPlugin, options.jobs ?? {});

  // Feature routes.
  await app.register(healthRoutes);
  await app.register(conferenceRoutes);
  await app.register(sessionsRoutes);
  await app.register(sessionCalendarRoutes);
  await app.register(presenterResourcesRoutes, { rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits } });
  await app.register(venuesRoutes);
  redirectMergedSpeakerPages(app);
  await app.register(speakersRoutes);
  await app.register(sponsorsRoutes);
  await app.register(sponsorAdvertsRoutes);
  await app.register(authRoutes, {
    // Generous: a venue's Wi-Fi puts everyone behind one address, and the morning's sign-ins come together.
    // Guessing is stopped by the failure limits (sign-in-limiter.ts), not by this.
    signInRateLimit: options.signInRateLimit ?? { max: 120, timeWindow: 60_000 },
    signUpRateLimit: options.signUpRateLimit,
  });
  await app.register(passwordResetRoutes, { perAddress: options.passwordResetRateLimit });
  await app.register(accountRoutes);
  await app.register(acceptInvitationRoutes);
  await app.register(bookmarksRoutes);
  await app.register(phrasesRoutes, { rateLimit: options.rateLimits?.savedChoicesPerAddress });
  await app.register(agendaRoutes);
  await app.register(pushRoutes, {
    rateLimit: options.rateLimits?.savedChoicesPerAddress,
    ...options.push,
    vapid: options.push?.vapid ?? {
      ...webPush.generateVAPIDKeys(),
      subject: `mailto:${config.conference.contactEmail}`,
    },
  });
  await app.register(openDataRoutes);
  await app.register(userActionsRoutes);
  await app.register(liveRoutes, { rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits } });
  await app.register(chairRoutes, { secret: config.cookieSecret, writingWindowMs: config.writingWindowMs });
  await app.register(pollsPlugin, { rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits } });
  await app.register(adminRoutes);

  // The cookie banner's form for browsers without scripts (its own scope: the one route that reads form bodies).
  await app.register(cookieConsentFormRoutes);
  // Browser app and the not-found handler last: its wildcard must not shadow the API.
  await app.register(shellPlugin);

  return app;
}
