/**
 * Live poll updates (issue 37; contract/realtime.ts). Chairs' changes (open, close, edit, results shown) are rare:
 * they go through the bus like any event, as `poll.updated` / `poll.deleted`, with `chair.polls`.
 *
 * Answers are many: a hall of 2,000 answering within seconds. Publishing an event per answer to every socket would
 * send millions of frames, so an answer only sends a signal ("poll 12 of session 3 has news") through PostgreSQL to
 * every instance. Each instance then counts that poll at most once per COALESCE_MS while signals keep coming and
 * sends `poll.results` (and `chair.polls`) to its own sockets: the first answer after a quiet spell goes out at
 * once, later ones within COALESCE_MS, and the newest counts are always the last sent, because one poll is counted
 * by one run at a time.
 */
import type { FastifyInstance } from 'fastify';
import { chairTopic, sessionPollsTopic } from '../../contract/realtime';
import type { Db } from '../../db/database';
import { readPolls, toPoll, toResultsEvent } from './poll-results';

export const POLL_SIGNAL = 'poll';
/** At most one count, and one results event, per poll and instance in this time while answers arrive. */
export const COALESCE_MS = 200;

/** Tells every instance that a poll's answers changed. Through `trx`: sent once the answer commits. */
export async function signalPollAnswers(app: FastifyInstance, sessionId: number, pollId: number, trx?: Db) {
  await app.realtime.signal(POLL_SIGNAL, `${sessionId}:${pollId}`, trx);
}

/** After a chair's change: the poll as attendees see it (unless a draft), and a refetch for the chairs. */
export async function publishPollChange(app: FastifyInstance, sessionId: number, pollId: number, wasPublic: boolean) {
  const [record] = await readPolls(app.db, { pollIds: [pollId] }, { drafts: true });
  if (record && record.state !== 'draft') {
    const data = toPoll(record);
    for (const topic of ['polls', sessionPollsTopic(sessionId)] as const) {
      await app.realtime.publish({ topic, type: 'poll.updated', data });
    }
  } else if (!record && wasPublic) {
    for (const topic of ['polls', sessionPollsTopic(sessionId)] as const) {
      await app.realtime.publish({ topic, type: 'poll.deleted', data: { id: pollId, sessionId } });
    }
  }
  await app.realtime.publish({ topic: chairTopic(sessionId), type: 'chair.polls', data: { sessionId } });
}

interface Pending {
  sessionId: number;
  timer: NodeJS.Timeout | null;
  running: boolean;
  /** A signal came while counting: count again after the pause. */
  again: boolean;
  lastRun: number;
}

/** Starts this instance's coalescing of poll signals; returns a stop function (called when the app closes). */
export function startPollResults(app: FastifyInstance, coalesceMs = COALESCE_MS): () => void {
  const pending = new Map<number, Pending>();
  /** When each poll was last counted: the pause holds across quiet spells shorter than itself too. */
  const lastRuns = new Map<number, number>();
  let stopped = false;

  const send = async (pollId: number, sessionId: number) => {
    const [record] = await readPolls(app.db, { pollIds: [pollId] });
    if (!record) return;
    const data = toResultsEvent(record);
    app.realtime.deliverLocally({ topic: 'polls', type: 'poll.results', data });
    app.realtime.deliverLocally({ topic: sessionPollsTopic(sessionId), type: 'poll.results', data });
    app.realtime.deliverLocally({ topic: chairTopic(sessionId), type: 'chair.polls', data: { sessionId } });
  };

  const run = async (pollId: number, entry: Pending) => {
    entry.timer = null;
    entry.running = true;
    entry.again = false;
    entry.lastRun = Date.now();
    lastRuns.set(pollId, entry.lastRun);
    try {
      await send(pollId, entry.sessionId);
    } catch (error) {
      if (!stopped) app.log.warn({ err: error, pollId }, 'could not count a poll for its live results');
    } finally {
      entry.running = false;
      if (entry.again && !stopped) schedule(pollId, entry);
      else pending.delete(pollId);
    }
  };

  const schedule = (pollId: number, entry: Pending) => {
    const wait = Math.max(0, entry.lastRun + coalesceMs - Date.now());
    entry.timer = setTimeout(() => void run(pollId, entry), wait);
  };

  const stopListening = app.realtime.onSignal(POLL_SIGNAL, (payload) => {
    if (stopped) return;
    const [sessionId, pollId] = payload.split(':').map(Number);
    if (!Number.isSafeInteger(sessionId) || !Number.isSafeInteger(pollId)) return;
    const entry = pending.get(pollId as number);
    if (!entry) {
      // The first answer after a quiet spell: counted at once (or when the last count's pause ends).
      const lastRun = lastRuns.get(pollId as number) ?? 0;
      const fresh: Pending = { sessionId: sessionId as number, timer: null, running: false, again: false, lastRun };
      pending.set(pollId as number, fresh);
      schedule(pollId as number, fresh);
    } else if (entry.running) entry.again = true;
    // A count is already waiting: it will include this answer.
  });

  return () => {
    stopped = true;
    stopListening();
    for (const entry of pending.values()) if (entry.timer) clearTimeout(entry.timer);
    pending.clear();
    lastRuns.clear();
  };
}
