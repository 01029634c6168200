/**
 * The poll events of the live topics 'polls' and 'polls:{sessionId}' (contract/polls.ts), and applying them to a
 * list of polls. Shared by the polls feature and the room screen, which both show polls live.
 */
import type { LiveEvent, LiveTopic, Poll, PollResultsEvent } from '@cc/api/contract';

export type PollEvent =
  | { type: 'poll.updated'; data: Poll }
  | { type: 'poll.deleted'; data: { id: number; sessionId: number } }
  | { type: 'poll.results'; data: PollResultsEvent };

const POLL_EVENT_TYPES = new Set(['poll.updated', 'poll.deleted', 'poll.results']);

/** The topic of every session's polls, or of one session's. */
export function pollsTopic(sessionId: number | null): LiveTopic {
  return (sessionId === null ? 'polls' : `polls:${sessionId}`) as LiveTopic;
}

/** The room screen's own topic: the writing count. */
export function roomTopic(sessionId: number): LiveTopic {
  return `room:${sessionId}` as LiveTopic;
}

/** The poll events among a batch, in order (the live client has checked each frame's shape). */
export function pollEventsOf(events: readonly LiveEvent[]): PollEvent[] {
  return events.filter((event) => POLL_EVENT_TYPES.has(event.type)) as unknown as PollEvent[];
}

/** The writing count of the last `room.writing` event in a batch for this session, or null when none came. */
export function writingCountOf(events: readonly LiveEvent[], sessionId: number): number | null {
  let count: number | null = null;
  for (const event of events as readonly { type: string; data: unknown }[]) {
    if (event.type !== 'room.writing') continue;
    const data = event.data as { sessionId: number; count: number };
    if (data.sessionId === sessionId) count = data.count;
  }
  return count;
}

export interface PollChange {
  kind: 'opened' | 'closed';
  poll: Poll;
}

/**
 * Applies poll events to a list: an update replaces the poll (or adds it, when `accepts` says the list shows it),
 * a deletion removes it, results replace the counts. Open polls stay first. Says which polls opened or closed, for
 * the live region. Applying the same events again changes nothing.
 */
export function applyPollEvents<T extends Poll>(
  polls: readonly T[],
  events: readonly PollEvent[],
  accepts: (poll: Poll) => T | null,
): { polls: T[]; changes: PollChange[] } {
  let list = [...polls];
  const changes: PollChange[] = [];
  for (const event of events) {
    if (event.type === 'poll.deleted') {
      list = list.filter((poll) => poll.id !== event.data.id);
    } else if (event.type === 'poll.results') {
      const { pollId, answered, results } = event.data;
      list = list.map((poll) => (poll.id === pollId ? { ...poll, answered, results } : poll));
    } else {
      const incoming = event.data;
      const existing = list.find((poll) => poll.id === incoming.id);
      const kept = accepts(incoming);
      if (existing && existing.state !== incoming.state && incoming.state !== 'draft') {
        changes.push({ kind: incoming.state === 'open' ? 'opened' : 'closed', poll: incoming });
      } else if (!existing && kept && incoming.state === 'open') {
        changes.push({ kind: 'opened', poll: incoming });
      }
      list = list.filter((poll) => poll.id !== incoming.id);
      if (kept) list.push({ ...existing, ...kept });
    }
  }
  return { polls: orderPolls(list), changes };
}

/** Open polls first, then closed ones; newest first within each (as the API orders them). */
export function orderPolls<T extends Poll>(polls: T[]): T[] {
  const time = (poll: Poll) => poll.openedAt ?? poll.closedAt ?? '';
  return [...polls].sort((a, b) => {
    if ((a.state === 'open') !== (b.state === 'open')) return a.state === 'open' ? -1 : 1;
    return time(b).localeCompare(time(a)) || b.id - a.id;
  });
}
