/**
 * The per-visitor question limit (DEFAULT_RATE_LIMITS.questionsPerVisitor), one count per person whatever the
 * path a question takes (issue 34): asked directly, a draft sent now, or a draft the server sends when its
 * session's questions open. Counted per account when the question belongs to one, else per visitor id.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerKey, type Limit, tooManyRequests } from '../../lib/rate-limits';

export const QUESTIONS_TOO_QUICKLY = 'You are sending questions too quickly.';

export interface QuestionSendLimit {
  /** Counts one question sent by `sender` (`user:<id>` or `visitor:<id>`); over the limit: how long to wait. */
  take(sender: string): Promise<{ allowed: true } | { allowed: false; waitMs: number }>;
  /** The same for the caller of a request, throwing the 429 with the question-limit message when over. */
  takeForRequest(request: FastifyRequest): Promise<void>;
}

/** Whose question a draft row makes, in the key callerKey gives its owner's requests. */
export function senderOf(row: { userId: string | null; visitorId: string | null }): string {
  return row.userId ? `user:${row.userId}` : `visitor:${row.visitorId}`;
}

type SenderRequest = { questionSender: string; routeOptions: { config: Record<string, never> } };

export function questionSendLimit(app: FastifyInstance, limit: Limit): QuestionSendLimit {
  // The rate-limit plugin's store (the same in-memory counters as every other limit), keyed by the sender only:
  // a job has no request, so it is called with the one field the key needs.
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `questions:${(request as unknown as SenderRequest).questionSender}`,
  });
  const take: QuestionSendLimit['take'] = async (sender) => {
    const counted: SenderRequest = { questionSender: sender, routeOptions: { config: {} } };
    const result = await check(counted as unknown as FastifyRequest);
    if (!result.isAllowed && result.isExceeded) return { allowed: false, waitMs: result.ttl };
    return { allowed: true };
  };
  return {
    take,
    async takeForRequest(request) {
      const verdict = await take(callerKey(request));
      if (!verdict.allowed) throw tooManyRequests('RATE_LIMITED', QUESTIONS_TOO_QUICKLY, verdict.waitMs);
    },
  };
}
