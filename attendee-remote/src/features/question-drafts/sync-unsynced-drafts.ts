import { queryClient } from '../../lib/query-client';
import { isTemporaryFailure } from '../bookmarks/utils/pending-changes';
import { rememberDraft, saveDraft } from './drafts-api';
import { useUnsyncedDrafts } from './unsynced-drafts-store';

/** After a failure while the browser says it is online (the connection is still coming back), try again this soon. */
export const RETRY_AFTER_MS = 1000;
/** How many such tries before waiting for the next 'online' event or page load. */
const RETRIES = 30;

let running: Promise<void> | null = null;
let again = false;
let retry: ReturnType<typeof setTimeout> | undefined;
let retries = 0;

/** One pass: true when everything waiting was stored (or let go), false when the network failed on the way. */
async function syncOnce(): Promise<boolean> {
  const waiting = Object.values(useUnsyncedDrafts.getState().drafts).sort((a, b) => a.changedAt - b.changedAt);
  for (const { id, changedAt, ...body } of waiting) {
    try {
      // Into the lists before it leaves this device's store, so the box never goes missing in between.
      rememberDraft(queryClient, await saveDraft(id, body));
      useUnsyncedDrafts.getState().settle(id, changedAt);
    } catch (error) {
      if (isTemporaryFailure(error)) return false;
      useUnsyncedDrafts.getState().settle(id, changedAt);
    }
  }
  if (waiting.length > 0) await queryClient.invalidateQueries({ queryKey: ['question-drafts'] });
  return true;
}

/**
 * Sends every draft kept on this device to the server, oldest change first; stops at the first temporary failure
 * (offline again) and leaves the rest for the next try. A draft the server refuses for good (already sent, its
 * session gone) is let go: keeping it would retry for ever. Asked again while a pass runs (the network came back
 * while an old request was still failing), it runs once more after it; a failure while the browser says it is
 * online is tried again after a second, so words written offline reach the server within seconds of reconnecting.
 */
export function syncUnsyncedDrafts(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  clearTimeout(retry);
  running = (async () => {
    try {
      let done = await syncOnce();
      while (again) {
        again = false;
        done = await syncOnce();
      }
      if (done) retries = 0;
      else if (navigator.onLine && retries < RETRIES) {
        retries += 1;
        retry = setTimeout(() => void syncUnsyncedDrafts(), RETRY_AFTER_MS);
      }
    } finally {
      running = null;
    }
  })();
  return running;
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    retries = 0;
    void syncUnsyncedDrafts();
  });
}
