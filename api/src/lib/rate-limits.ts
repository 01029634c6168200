/**
 * Rate limits on what attendees send (questions, votes, presenter links), each at two levels:
 *
 * - per address, as the route's `config.rateLimit`: the backstop against a script that drops its cookies to
 *   look like many visitors. A conference's Wi-Fi puts hundreds of attendees behind one NAT address, and they
 *   act together (the chair says "send your questions now"), so these are set far above what one room does at
 *   its busiest and only stop floods. Behind a reverse proxy, TRUST_PROXY must be on, or every attendee is the
 *   proxy's address.
 * - per visitor (or account): what one person can reasonably do, tight enough to stop one browser spamming.
 *
 * Every refusal is a 429 whose message says what happened and how long to wait, with `Retry-After` in seconds.
 * Counters live in each API instance's memory: with several instances behind a load balancer each allows this
 * much, which is fine for limits meant to stop floods rather than to count exactly.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { ownerOf } from './owner';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export interface RateLimitSettings {
  questionsPerVisitor: Limit;
  questionsPerAddress: Limit;
  votesPerVisitor: Limit;
  votesPerAddress: Limit;
  newVisitorVotesPerAddressAndQuestion: Limit;
  anonymousVotesPerAddressAndQuestion: Limit;
  newVisitorCookiesPerAddress: Limit;
  presenterUrlsPerVisitor: Limit;
  presenterUrlsPerAddress: Limit;
  draftSavesPerAddress: Limit;
  savedChoicesPerAddress: Limit;
  pollAnswersPerAddress: Limit;
  pollAnswersPerVisitor: Limit;
}

const MINUTE = 60_000;

/** A visitor whose cookie is younger than this is new: its votes count under newVisitorVotesPerAddressAndQuestion. */
export const NEW_VISITOR_MS = 30_000;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  // Nobody types more than a question every 12 seconds.
  questionsPerVisitor: { max: 5, timeWindow: MINUTE },
  // A full plenary of 1,000 asked for questions at once sends far fewer than 120 a minute; moderators could
  // not read more.
  questionsPerAddress: { max: 120, timeWindow: MINUTE },
  // One vote per question anyway; 60 a minute is a person tapping through a long list.
  votesPerVisitor: { max: 60, timeWindow: MINUTE },
  // 20 votes a second from one network: a whole hall voting during a keynote's Q&A stays well under it.
  votesPerAddress: { max: 1200, timeWindow: MINUTE },
  // New votes from visitors without a cookie or with one issued less than NEW_VISITOR_MS ago, per address and
  // question: what a script dropping its cookie, or fetching a fresh one before each vote, looks like (issue 30).
  // A browser gets its cookie when the app first loads, and a person reads the questions before voting: a first
  // visitor refused here is told to wait the few seconds until the browser is no longer new.
  newVisitorVotesPerAddressAndQuestion: { max: 10, timeWindow: 10 * MINUTE },
  // Every new anonymous vote per address and question: the bound on a script that fetches cookies and waits until
  // they are no longer new. A plenary behind one address rarely gives one question this many anonymous votes in
  // an hour; signed-in votes are not counted here, so anyone refused can sign in and vote.
  anonymousVotesPerAddressAndQuestion: { max: 200, timeWindow: 60 * MINUTE },
  // New visitor cookies: a hall of phones opening the app for the first time fits; a script dropping its cookie
  // gets this many, then works without one (its votes then count as a new visitor's, the limit above).
  newVisitorCookiesPerAddress: { max: 1000, timeWindow: 10 * MINUTE },
  // Presenters share a few links each; valid submissions only count (a typo fixed is not held against them).
  presenterUrlsPerVisitor: { max: 10, timeWindow: 15 * MINUTE },
  // Presenters are a few dozen, mostly on the same Wi-Fi during the conference.
  presenterUrlsPerAddress: { max: 100, timeWindow: 15 * MINUTE },
  // Question drafts are saved as they are typed (one save per pause of 0.7 s), so a hall writing questions while
  // a talk ends saves often: 3,000 a minute per route is 50 a second from one network, far above a full plenary
  // typing at once, and a script storing drafts still meets it (each visitor also holds at most DRAFTS_MAX).
  draftSavesPerAddress: { max: 3000, timeWindow: MINUTE },
  // Saved phrases and notification choices change a few times a day per person: 600 a minute per route from one
  // network is a hall setting them up together (issue 34: these stored rows had no limit at all).
  savedChoicesPerAddress: { max: 600, timeWindow: MINUTE },
  // Issue 37: a poll is answered by a whole hall within seconds of the chair opening it, often behind one NAT
  // address: 2,000 answers in 10 s must all get through (the bench's target), so 6,000 a minute per instance from
  // one network only stops floods. One answer per person and poll is kept by the database anyway.
  pollAnswersPerAddress: { max: 6000, timeWindow: MINUTE },
  // A person changes their mind a few times; 30 a minute is pressing through every option of several polls.
  pollAnswersPerVisitor: { max: 30, timeWindow: MINUTE },
};

/** "1 second", "40 seconds", "2 minutes": how long to wait, in words. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** `sentence` says what happened; the wait and what to do follow. */
export function tooManyRequests(code: string, sentence: string, ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(429, code, `${sentence} Please wait ${waitText(seconds)} and try again.`, {
    'retry-after': String(seconds),
  });
}

/** A route's `config.rateLimit`, counted per client address (request.ip, which honours TRUST_PROXY). */
export function perAddressLimit(limit: Limit, sentence: string): RateLimitOptions {
  return {
    ...limit,
    // Keyed by what is being limited too, so one route's traffic does not use up another's allowance.
    keyGenerator: (request: FastifyRequest) => `${request.routeOptions.url}:ip:${request.ip}`,
    errorResponseBuilder: (_request, context) => tooManyRequests('RATE_LIMITED', sentence, context.ttl),
  };
}

/** Who a per-visitor limit counts: the account when signed in, else the visitor cookie. */
export function callerKey(request: FastifyRequest): string {
  const owner = ownerOf(request);
  return owner.userId ? `user:${owner.userId}` : `visitor:${owner.visitorId}`;
}
