/**
 * A public JSON document kept in memory, serialized once and compressed once (brotli and gzip), with a strong
 * ETag, until the tables it is built from change (table-cached-value.ts). Thousands of phones reading the
 * programme then cost a lookup instead of a query, a sort and a serialization each.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TableCachedValue } from './table-cached-value';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller than this, compression is not worth a header. */
const COMPRESS_MIN_BYTES = 1024;

export interface CompiledDocument {
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface DocumentCacheOptions {
  /** Tables whose changes make the document stale. */
  tables: readonly string[];
  /** Reads the document's data; it is serialized by the route's response schema. */
  load(): Promise<unknown>;
  cacheControl: string;
}

export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** True when If-None-Match names this ETag (or is *); weak comparison, as RFC 9110 asks for GET. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => strip(tag) === strip(etag));
}

/** Serialized once: the bytes, their ETag, and brotli and gzip copies when worth it. */
export async function compileDocument(json: string): Promise<CompiledDocument> {
  const identity = Buffer.from(json);
  const built: CompiledDocument = { etag: etagOf(identity), identity };
  if (identity.length >= COMPRESS_MIN_BYTES) {
    // Done once per change, off the event loop (zlib's thread pool), so the slower, denser settings pay off.
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    built.br = br;
    built.gzip = gz;
  }
  return built;
}

export class DocumentCache {
  private readonly value: TableCachedValue<CompiledDocument>;

  constructor(
    app: FastifyInstance,
    private readonly options: DocumentCacheOptions,
  ) {
    this.value = new TableCachedValue(app, options.tables);
  }

  invalidate(): void {
    this.value.invalidate();
  }

  /**
   * Answers the request from the cache: 304 when If-None-Match holds the current ETag, else the body in the
   * best encoding the client accepts (already compressed, so @fastify/compress leaves it alone).
   */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const doc = await this.value.get(async () => compileDocument(reply.serialize(await this.options.load()) as string));
    sendCompiled(request, reply, doc, { cacheControl: this.options.cacheControl, etag: true });
  }
}

/**
 * Sends a compiled document in the best encoding the client accepts (already compressed, so @fastify/compress
 * leaves it alone). With `etag`, a request whose If-None-Match holds it gets 304.
 */
export function sendCompiled(
  request: FastifyRequest,
  reply: FastifyReply,
  doc: CompiledDocument,
  options: { cacheControl?: string; etag: boolean },
): void {
  if (options.cacheControl) reply.header('cache-control', options.cacheControl);
  reply.header('vary', 'Accept-Encoding');
  if (options.etag) {
    reply.header('etag', doc.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], doc.etag)) {
      reply.status(304).send();
      return;
    }
  }
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding = doc.br && accepted ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding === 'br' && doc.br) reply.header('content-encoding', 'br').send(doc.br);
  else if (encoding === 'gzip' && doc.gzip) reply.header('content-encoding', 'gzip').send(doc.gzip);
  else reply.send(doc.identity);
}
