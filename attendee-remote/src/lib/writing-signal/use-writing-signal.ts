import { apiRequest } from '@cc/api/client';
import { useCallback, useRef } from 'react';
import { useWritingOptIn } from './writing-opt-in-store';

/** At most one signal per this many milliseconds while the person types; the server forgets them a window after the last (60 s unless the organisers set it). */
export const WRITING_SIGNAL_INTERVAL_MS = 10_000;

/** POST /api/sessions/:id/writing: counted, anonymously, for the session's chairs. */
export function sendWritingSignal(sessionId: number): Promise<void> {
  return apiRequest<void>('POST', `/api/sessions/${sessionId}/writing`);
}

export interface WritingSignalOptions {
  /** For tests: the clock and the sender. */
  now?: () => number;
  send?: (sessionId: number) => Promise<void>;
}

/**
 * Call the returned function from the question box's input events (issue 26). When the writer opted in ("Let the
 * chair see that someone is writing") and the box is for a session, it tells the server at most once per 10 s;
 * otherwise it does nothing. Only that someone is writing is sent — never the text. A server that does not know
 * the route (an older API) or refuses it is not asked again on this page.
 */
export function useWritingSignal(sessionId: number | null, options: WritingSignalOptions = {}): () => void {
  const enabled = useWritingOptIn((state) => state.enabled);
  // When and for which session the last signal went: a new session is a new count, sent at its first keystroke.
  const lastSent = useRef<{ sessionId: number; at: number } | null>(null);
  const refused = useRef(false);
  const { now = Date.now, send = sendWritingSignal } = options;
  return useCallback(() => {
    if (!enabled || sessionId === null || refused.current) return;
    const at = now();
    const last = lastSent.current;
    if (last?.sessionId === sessionId && at - last.at < WRITING_SIGNAL_INTERVAL_MS) return;
    lastSent.current = { sessionId, at };
    send(sessionId).catch((error: unknown) => {
      const status = (error as { statusCode?: number }).statusCode ?? 0;
      // Offline (0) or busy (429, 5xx): try again at the next interval. Anything else will not change.
      if (status >= 400 && status < 500 && status !== 429) refused.current = true;
    });
  }, [enabled, sessionId, now, send]);
}
