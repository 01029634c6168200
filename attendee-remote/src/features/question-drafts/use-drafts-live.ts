/**
 * State that stays true (issue 35): while a question box is open, the asker's drafts are read again when something
 * outside the page changes where they stand, so "Will send at…", "On hold", sent and published show within seconds:
 * - the session was moved, cancelled, reinstated or removed ('session.updated' on the public 'sessions' topic);
 * - a chair or an admin opened or closed its questions by hand ('questions.status' on the session's question topic);
 * - a sent question was published, answered or taken down (its public event names the question);
 * - the time a scheduled draft is sent at has come (the server's job sends it then; nothing public says so, so the
 *   page looks again at that time and every 2 s after it for a minute).
 * Only public events are heard, and what is fetched again is the caller's own drafts: nobody learns another
 * visitor's drafts. A change found this way is announced politely, once.
 */
import type { LiveEvent, LiveTopic, QuestionDraft } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { asSessionChange } from '../../lib/live-client/session-change';
import { useLiveTopics } from '../../lib/live-client/use-live-topics';

/** After the time a draft is due to be sent, the page looks again this often… */
const DUE_POLL_MS = 2_000;
/** …for this long, then stops (the server sends within seconds; a page left open does not poll for ever). */
const DUE_POLL_FOR_MS = 60_000;
/** A timer is never set further ahead than this; it is set again when it fires. */
const LONGEST_TIMER_MS = 60 * 60_000;

const shortText = (text: string) => (text.length > 40 ? `${text.slice(0, 40).trimEnd()}…` : text);

/** Whether one live event may change where one of these drafts stands. Pure. */
export function concernsDrafts(event: LiveEvent, sessionId: number | null, drafts: readonly QuestionDraft[]): boolean {
  const sessions = new Set<number>(sessionId === null ? [] : [sessionId]);
  for (const draft of drafts) if (draft.sessionId !== null) sessions.add(draft.sessionId);
  switch (event.type) {
    case 'session.updated': {
      const change = asSessionChange(event.data);
      // Unknown, or the whole programme imported: any session may have moved.
      if (!change || change.change === 'imported') return true;
      return change.sessionIds.some((id) => sessions.has(id));
    }
    case 'questions.status':
      return sessions.has(event.data.sessionId);
    case 'question.created':
    case 'question.updated':
    case 'question.deleted':
      return drafts.some((draft) => draft.sentQuestionId !== null && draft.sentQuestionId === event.data.id);
    default:
      return false;
  }
}

/**
 * When the page should look again at the drafts on its own, as milliseconds from `now`, or null. A scheduled draft
 * is due at its `sendsAt`, or when its questions were opened by hand (`openedAt`).
 */
export function nextLookIn(drafts: readonly QuestionDraft[], now: number, openedAt: number | null): number | null {
  let next: number | null = null;
  for (const draft of drafts) {
    if (draft.state !== 'scheduled') continue;
    const dues = [draft.sendsAt ? Date.parse(draft.sendsAt) : Number.NaN, openedAt ?? Number.NaN].filter(
      (due) => !Number.isNaN(due),
    );
    for (const due of dues) {
      let wait: number | null = null;
      if (due > now) wait = Math.min(due - now + 1_000, LONGEST_TIMER_MS);
      else if (now - due < DUE_POLL_FOR_MS) wait = DUE_POLL_MS;
      if (wait !== null && (next === null || wait < next)) next = wait;
    }
  }
  return next;
}

/**
 * Keeps the shown drafts true while the page is open. `drafts`: those shown (with their numbers' order);
 * `fetchedAt`: when the list was last read (the query's dataUpdatedAt), so that timers are set again after each
 * read; `describe`: a draft's state in words, for the announcement.
 */
export function useDraftsLive(
  sessionId: number | null,
  drafts: readonly QuestionDraft[],
  fetchedAt: number,
  describe: (draft: QuestionDraft) => string,
): void {
  const queryClient = useQueryClient();
  const latest = useRef(drafts);
  latest.current = drafts;
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [tick, setTick] = useState(0);
  // When the last live look began: changes found by it are announced; the asker's own actions announce themselves.
  const liveLookAt = useRef<number | null>(null);
  const before = useRef<Map<string, string> | null>(null);

  const look = () => {
    liveLookAt.current = Date.now();
    void queryClient.invalidateQueries({ queryKey: ['question-drafts'] });
  };

  const topics: LiveTopic[] = ['sessions', sessionId === null ? 'questions' : `questions:${sessionId}`];
  useLiveTopics(topics, {
    onEvents(events) {
      const relevant = events.filter((event) => concernsDrafts(event, sessionId, latest.current));
      if (relevant.length === 0) return;
      if (relevant.some((event) => event.type === 'questions.status' && event.data.open)) setOpenedAt(Date.now());
      look();
    },
    onResync: look,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: set again after every read (fetchedAt) and every timer (tick)
  useEffect(() => {
    const wait = nextLookIn(latest.current, Date.now(), openedAt);
    if (wait === null) return undefined;
    const timer = setTimeout(() => {
      look();
      setTick((n) => n + 1);
    }, wait);
    return () => clearTimeout(timer);
  }, [fetchedAt, openedAt, tick]);

  // Announces, once, a change of state that a live look found: when the read after it has arrived.
  useEffect(() => {
    const now = new Map(drafts.map((draft) => [draft.id, describe(draft)]));
    const previous = before.current;
    before.current = now;
    const lookedAt = liveLookAt.current;
    if (previous === null || lookedAt === null || fetchedAt < lookedAt) return;
    liveLookAt.current = null;
    const changed = drafts.filter((draft) => previous.has(draft.id) && previous.get(draft.id) !== now.get(draft.id));
    if (changed.length > 0) {
      announce(changed.map((draft) => `Your question "${shortText(draft.text)}": ${now.get(draft.id)}.`).join(' '));
    }
  }, [drafts, describe, fetchedAt]);
}
