import { announce } from '@cc/design-system';
import { useEffect } from 'react';
import { queryClient } from '../../../lib/query-client';
import { bookmarksQueryKey } from '../api/get-bookmarks';
import { sendBookmarkChange } from '../api/send-bookmark-change';
import { usePendingBookmarks } from '../stores/pending-bookmarks-store';
import { CHANGES_SENT, isTemporaryFailure } from '../utils/pending-changes';
import { recordBookmarkActions } from '../utils/record-bookmark-actions';

/** Waits between attempts while the server stays out of reach (the `online` event does not wait). */
const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000];

let running: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
  failures += 1;
  retryTimer = setTimeout(() => {
    if (navigator.onLine) void flushPendingBookmarks();
  }, delay);
}

async function sendWaitingChanges(): Promise<void> {
  let sent = 0;
  try {
    for (
      let change = usePendingBookmarks.getState().changes[0];
      change;
      change = usePendingBookmarks.getState().changes[0]
    ) {
      try {
        await sendBookmarkChange(change.sessionId, change.bookmark);
        recordBookmarkActions({ id: change.sessionId, title: change.title }, change.bookmark);
        sent += 1;
      } catch (error) {
        if (isTemporaryFailure(error)) {
          scheduleRetry();
          return;
        }
        // Refused for good (the session was deleted, say): asking again would never succeed.
        announce(`${change.title} could not be saved in your agenda: ${(error as Error).message}`, 'assertive');
      }
      usePendingBookmarks.getState().settle(change);
    }
    failures = 0;
    clearTimeout(retryTimer);
    if (sent > 0) announce(CHANGES_SENT);
  } finally {
    if (sent > 0) {
      // The server's lists are the truth again; My Agenda reads the same bookmarks through GET /api/agenda.
      void queryClient.invalidateQueries({ queryKey: bookmarksQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: ['agenda'], exact: true });
    }
  }
}

/** Sends every waiting change, oldest first; one run at a time however many triggers arrive. */
export function flushPendingBookmarks(): Promise<void> {
  running ??= sendWaitingChanges().finally(() => {
    running = null;
  });
  return running;
}

let started = false;

/** Sends waiting changes now (app start) and whenever the browser is back online. Once per page. */
export function startPendingBookmarksSync(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => {
    failures = 0;
    void flushPendingBookmarks();
  });
  if (navigator.onLine && usePendingBookmarks.getState().changes.length > 0) void flushPendingBookmarks();
}

/** For components mounted at start (the navigation's agenda count) and on the pages that show waiting changes. */
export function usePendingBookmarksSync(): void {
  useEffect(() => startPendingBookmarksSync(), []);
}
