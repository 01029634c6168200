/**
 * Whether an anonymous visitor's new vote may stay (issue 30: a script that fetched a fresh visitor cookie before
 * each vote got 30 of 30 votes through). Counted per address and question, once the vote is stored, so that a vote
 * repeated or sent twice at once by the same visitor counts nothing:
 *
 * - a new visitor (no cookie, or one issued less than NEW_VISITOR_MS ago) is counted tightly
 *   (`newVisitorVotesPerAddressAndQuestion`). A browser gets its cookie when the app loads, and its person reads
 *   the question before voting; one refused here is told to wait the seconds until its cookie is no longer new.
 * - every anonymous vote is counted loosely (`anonymousVotesPerAddressAndQuestion`): the bound on a script that
 *   fetches cookies and waits. Signed-in votes are not counted here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpError } from '../../lib/http-error';
import { NEW_VISITOR_MS, type RateLimitSettings, tooManyRequests } from '../../lib/rate-limits';

export const NEW_VISITOR_VOTES_MESSAGE =
  'Very many votes for this question have just come from new visitors on your network.';
export const ANONYMOUS_VOTES_MESSAGE =
  'Very many votes for this question have come from visitors on your network. Signing in lets you vote now.';

export function voteAdmission(
  app: FastifyInstance,
  limits: Pick<RateLimitSettings, 'newVisitorVotesPerAddressAndQuestion' | 'anonymousVotesPerAddressAndQuestion'>,
) {
  const keyed = (name: string) => (request: FastifyRequest) =>
    `${name}:${request.ip}:${(request.params as { id: number }).id}`;
  const newVisitorVotes = app.createRateLimit({
    ...limits.newVisitorVotesPerAddressAndQuestion,
    keyGenerator: keyed('vote-new-visitor'),
  });
  const anonymousVotes = app.createRateLimit({
    ...limits.anonymousVotesPerAddressAndQuestion,
    keyGenerator: keyed('vote-anonymous'),
  });

  /** Counts a vote just stored; answers the 429 to send (the vote is then undone), or null to keep it. */
  return async (request: FastifyRequest): Promise<HttpError | null> => {
    if (request.user) return null;
    const age = request.visitorCookieNew ? 0 : request.visitorAgeMs;
    if (age < NEW_VISITOR_MS) {
      const result = await newVisitorVotes(request);
      if (!result.isAllowed && result.isExceeded) {
        // A browser with its cookie is no longer new in a few seconds; one without never becomes older.
        const wait = request.visitorCookieSet ? Math.min(result.ttl, NEW_VISITOR_MS - age) : result.ttl;
        return tooManyRequests('RATE_LIMITED', NEW_VISITOR_VOTES_MESSAGE, wait);
      }
    }
    const result = await anonymousVotes(request);
    if (!result.isAllowed && result.isExceeded) {
      return tooManyRequests('RATE_LIMITED', ANONYMOUS_VOTES_MESSAGE, result.ttl);
    }
    return null;
  };
}
