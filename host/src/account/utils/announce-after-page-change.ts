import { ANNOUNCEMENT_DURATION_MS, announce, useAnnouncer } from '@cc/design-system';

/** Longer than the shell's wait for a new page's heading (use-route-focus.ts), so the fallback comes after it. */
const FALLBACK_MS = 2500;

/**
 * Announces a message once the new page has announced itself. A change of page announces its heading
 * (shell/use-route-focus.ts) and a newer announcement replaces an older one, so "Signed in as …" said at once
 * would be cut off by the heading; said after it, both are heard.
 */
export function announceAfterPageChange(message: string): void {
  let heard = false;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(fallback);
    announce(message);
  };
  const unsubscribe = useAnnouncer.subscribe((state) => {
    if (state.polite) heard = true;
    else if (heard) finish(); // the page's announcement has been read and cleared
  });
  const fallback = setTimeout(finish, FALLBACK_MS + ANNOUNCEMENT_DURATION_MS);
}
