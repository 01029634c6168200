import { useEffect } from 'react';
import { replayEarlyInput } from '../early-input/replay-early-input';

/**
 * Says on <html data-cc-interactive> that the page's content is running (a remote's page, or the account pages):
 * drawn in the browser, or its server-drawn HTML hydrated (an effect runs only once its boundary has), or replaced by
 * the message that it could not load, whose Retry works. Before that, a server-drawn page reads and keeps what is
 * typed and pressed (host/public/early-input.js); from then, what was kept is handed to the page, once (in the next
 * task, after the renders that follow hydrating). Browser tests wait for it, as a person waits for a page to load.
 */
export function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.ccInteractive = 'true';
    // Not cancelled when this unmounts: the hand-over happens once whichever marker asks first.
    setTimeout(() => void replayEarlyInput(), 0);
  }, []);
  return null;
}
