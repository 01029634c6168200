/**
 * The origin every absolute link starts with (feed addresses, open data, calendar URLs): the configured
 * PUBLIC_URL. Without PUBLIC_URL (development, tests, a first `npm start`) the request's own origin is used, and
 * the request is marked so that the answer names Host in Vary and is kept out of shared caches
 * (plugins/host-dependent-answers.ts): anyone can send any Host header, and a proxy must never hand one caller's
 * links to another. Emails never use this: their links start with emailLinkOrigin (config.ts).
 */
import type { FastifyRequest } from 'fastify';

export function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  if (configured !== null) return configured;
  request.originFromHost = true;
  return `${request.protocol}://${request.host}`;
}
