/**
 * Offline honesty (issue 18): when the network cannot be reached, the host's service worker answers API reads from
 * what it stored, marked with the STORED_AT_HEADER (when the server first sent that answer). apiRequest turns every
 * read into this window event, so the shell can say that the page shows saved information, and from when, whichever
 * remote made the read. Browser-safe.
 */
export const STORED_ANSWER_EVENT = 'cc:api-answer';
export const STORED_AT_HEADER = 'CC-Stored-At';

export interface ApiAnswerDetail {
  /** The path read, e.g. '/api/sessions'. */
  path: string;
  /** When the stored answer was first sent by the server (ISO date-time); null for an answer from the network. */
  storedAt: string | null;
}

function browserWindow(): EventTarget | undefined {
  return (globalThis as { window?: EventTarget }).window;
}

export function notifyApiAnswer(detail: ApiAnswerDetail): void {
  browserWindow()?.dispatchEvent(new CustomEvent<ApiAnswerDetail>(STORED_ANSWER_EVENT, { detail }));
}

/** Calls `listener` after each API read in this window; returns the unsubscribe. */
export function onApiAnswer(listener: (detail: ApiAnswerDetail) => void): () => void {
  const target = browserWindow();
  const handle = (event: Event) => listener((event as CustomEvent<ApiAnswerDetail>).detail);
  target?.addEventListener(STORED_ANSWER_EVENT, handle);
  return () => target?.removeEventListener(STORED_ANSWER_EVENT, handle);
}
