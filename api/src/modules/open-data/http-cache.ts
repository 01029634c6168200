/**
 * Conditional GET for generated documents: a strong ETag from the body's hash, Cache-Control, and
 * 304 Not Modified when the client already holds that body (If-None-Match).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** True when If-None-Match names this ETag (or is *); weak comparison, as RFC 9110 asks for GET. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => strip(tag) === strip(etag));
}

export interface CachedDocument {
  body: string;
  contentType: string;
  cacheControl: string;
  lastModified?: Date | null;
  /** e.g. Content-Disposition for downloads. */
  headers?: Record<string, string>;
}

export function sendCached(request: FastifyRequest, reply: FastifyReply, document: CachedDocument) {
  const etag = etagOf(document.body);
  reply.header('etag', etag).header('cache-control', document.cacheControl).header('vary', 'Accept-Encoding');
  if (document.lastModified) reply.header('last-modified', document.lastModified.toUTCString());
  for (const [name, value] of Object.entries(document.headers ?? {})) reply.header(name, value);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    return reply.status(304).send();
  }
  return reply.status(200).type(document.contentType).send(document.body);
}
