/**
 * Signed cookies checked once per distinct value. A phone sends the same signed visitor cookie with every request,
 * and checking its HMAC again each time was about a tenth of a Q&A read's CPU time (docs/performance.md). The
 * result depends only on the value and the configured secrets, so it can be kept; bounded, past `maxEntries` the
 * oldest value is dropped, so made-up cookies cannot fill memory.
 */
import type { FastifyRequest } from 'fastify';

export type UnsignResult = ReturnType<FastifyRequest['unsignCookie']>;

export function cookieSignatureChecker(maxEntries = 20_000) {
  const results = new Map<string, UnsignResult>();
  return (request: FastifyRequest, raw: string): UnsignResult => {
    const kept = results.get(raw);
    if (kept) return kept;
    const result = request.unsignCookie(raw);
    if (results.size >= maxEntries) {
      const oldest = results.keys().next();
      if (!oldest.done) results.delete(oldest.value);
    }
    results.set(raw, result);
    return result;
  };
}
