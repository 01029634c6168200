/**
 * The origin every absolute link starts with (feed addresses, open data, calendar URLs): the configured
 * PUBLIC_URL. Answers with such links are cached publicly, so they must not be built from the caller's Host
 * header, which anyone can set. Without PUBLIC_URL (development, tests) the request's own origin is used.
 */
import type { FastifyRequest } from 'fastify';

export function publicOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
