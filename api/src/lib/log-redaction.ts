/**
 * What the request log may say about a request. Request URLs reach every log line Fastify writes about a
 * request, and some URLs are credentials: the private calendar feed's address is its only secret. Those path
 * parts are replaced before anything is logged, for every logger the app is built with.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Path segments that are secrets, with the part of the path kept in front of them. Slashes may be doubled
 * (`//api/calendar/…`, `/api//calendar/…`, issue 30): a client may send them so, and whatever the router then
 * does with the request, its URL is logged as sent.
 */
const SECRET_PATHS: RegExp[] = [/(\/+api\/+calendar\/+)[^/?#]+/gi];

const redactDecoded = (text: string) =>
  SECRET_PATHS.reduce((result, pattern) => result.replace(pattern, '$1[redacted]'), text);

/**
 * The URL with its secret path parts replaced. The router decodes percent-escapes before it matches a route
 * (`/api/%63alendar/…` reaches the feed), so the URL is also read with its escapes decoded; when that shows a
 * secret, the decoded, redacted form is what gets logged.
 */
export function redactUrl(url: string): string {
  const redacted = redactDecoded(url);
  if (!url.includes('%')) return redacted;
  const decoded = url.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  const decodedRedacted = redactDecoded(decoded);
  return decodedRedacted === decoded ? redacted : decodedRedacted;
}

function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options with the request serializer that redacts; `false` (no logging) stays as it is. */
export function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req: requestForLog as never } };
}
