import { ApiRequestError } from '@cc/api/client';
import type { BookmarkList } from '@cc/api/contract';

/** A bookmark added or removed while the server could not be reached, waiting to be sent. */
export interface PendingBookmarkChange {
  sessionId: number;
  /** true: add to the agenda; false: remove. */
  bookmark: boolean;
  /** For announcements when it is sent. */
  title: string;
  /** Order of queueing; tells a change apart from a later one to the same session. */
  seq: number;
}

/**
 * The queue with one more change. Only the latest wish per session matters (adding and removing are idempotent
 * on the server), so an earlier change to the same session is replaced and the new one goes last, keeping order.
 */
export function withChange(
  changes: readonly PendingBookmarkChange[],
  change: Omit<PendingBookmarkChange, 'seq'>,
): PendingBookmarkChange[] {
  const seq = changes.reduce((max, c) => Math.max(max, c.seq), 0) + 1;
  return [...changes.filter((c) => c.sessionId !== change.sessionId), { ...change, seq }];
}

/** The queue without a change that was sent, unless that session has been changed again since. */
export function withoutChange(
  changes: readonly PendingBookmarkChange[],
  sent: PendingBookmarkChange,
): PendingBookmarkChange[] {
  return changes.filter((c) => c.seq !== sent.seq);
}

/** What the server will hold once every waiting change is sent: the list the attendee should see. */
export function applyPending(list: BookmarkList, changes: readonly PendingBookmarkChange[]): BookmarkList {
  if (changes.length === 0) return list;
  const ids = new Set(list.sessionIds);
  for (const change of changes) {
    if (change.bookmark) ids.add(change.sessionId);
    else ids.delete(change.sessionId);
  }
  return { sessionIds: [...ids] };
}

/** The session ids waiting to be added (My Agenda shows them at once, marked as waiting). */
export function pendingAdditions(changes: readonly PendingBookmarkChange[]): Set<number> {
  return new Set(changes.filter((c) => c.bookmark).map((c) => c.sessionId));
}

/** The session ids waiting to be removed (the agenda hides them at once). */
export function pendingRemovals(changes: readonly PendingBookmarkChange[]): Set<number> {
  return new Set(changes.filter((c) => !c.bookmark).map((c) => c.sessionId));
}

/** The visible status while changes wait. */
export function pendingStatusText(count: number, online: boolean): string {
  const waiting = count === 1 ? '1 change to your agenda is waiting' : `${count} changes to your agenda are waiting`;
  return online ? `${waiting} to be sent. Trying again shortly.` : `${waiting} to be sent when you are back online.`;
}

export const CHANGES_SENT = 'Your agenda changes have been sent.';

/** A failure that says nothing about the change itself: no network, or the server busy or down for a moment. */
export function isTemporaryFailure(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  const status = error.statusCode;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The request never reached a server (offline, or a network that goes nowhere). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode === 0;
}
