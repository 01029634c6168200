/**
 * The queue's lanes (ADR 005): each job kind runs in one lane, with its own number of jobs at once per instance
 * and a hard time limit per attempt. A lane that is full (every push waiting on a push service that never answers)
 * holds up only its own kinds: the others keep their own slots.
 */

export interface LaneSettings {
  /** Jobs of this lane one instance runs at once. */
  concurrency: number;
  /** An attempt still running after this long is cut off (its signal aborted) and counts as failed. */
  timeoutMs: number;
}

/**
 * A claimed job's lease is its lane's time limit plus this margin: an attempt is always cut off before its lease
 * runs out, so no other instance takes over a job whose attempt is still legitimately running. The margin covers
 * the claim's and the finish's round trips and clock differences between instances.
 */
export const LEASE_MARGIN_MS = 30_000;

export const JOB_LANES = {
  /** Kinds that name no lane (e.g. a chair's writing signal running out). */
  default: { concurrency: 2, timeoutMs: 30_000 },
  /** Questions sent when their session's questions open: one short transaction each, never behind a push. */
  questions: { concurrency: 4, timeoutMs: 30_000 },
  /**
   * Web Push deliveries: each may wait 10 s for its push service (push-sender.ts), so the limit is that plus
   * the time to read the subscription and record the outcome.
   */
  push: { concurrency: 8, timeoutMs: 15_000 },
} satisfies Record<string, LaneSettings>;

export type LaneName = keyof typeof JOB_LANES;
