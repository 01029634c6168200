/**
 * What the request log may say about a request. Request URLs reach every log line Fastify writes about a
 * request, and some URLs are credentials: the private calendar feed's address is its only secret. Those path
 * parts are replaced before anything is logged, for every logger the app is built with.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Path segments that are secrets, with the part of the path kept in front of them. */
const SECRET_PATHS: RegExp[] = [/(\/api\/calendar\/)[^/?#]+/gi];

export function redactUrl(url: string): string {
  return SECRET_PATHS.reduce((text, pattern) => text.replace(pattern, '$1[redacted]'), url);
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
