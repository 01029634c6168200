import { queryClient } from '../../lib/query-client';
import { isTemporaryFailure } from '../bookmarks/utils/pending-changes';
import { saveDraft } from './drafts-api';
import { useUnsyncedDrafts } from './unsynced-drafts-store';

let running: Promise<void> | null = null;

/**
 * Sends every draft kept on this device to the server, oldest change first; stops at the first temporary failure
 * (offline again) and leaves the rest for the next try. A draft the server refuses for good (already sent, its
 * session gone) is let go: keeping it would retry for ever.
 */
export function syncUnsyncedDrafts(): Promise<void> {
  running ??= (async () => {
    try {
      const waiting = Object.values(useUnsyncedDrafts.getState().drafts).sort((a, b) => a.changedAt - b.changedAt);
      for (const { id, changedAt, ...body } of waiting) {
        try {
          await saveDraft(id, body);
          useUnsyncedDrafts.getState().settle(id, changedAt);
        } catch (error) {
          if (isTemporaryFailure(error)) return;
          useUnsyncedDrafts.getState().settle(id, changedAt);
        }
      }
      await queryClient.invalidateQueries({ queryKey: ['question-drafts'] });
    } finally {
      running = null;
    }
  })();
  return running;
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void syncUnsyncedDrafts());
}
