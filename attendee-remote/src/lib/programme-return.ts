/**
 * Where "Back to Programme" leads: the programme as the reader last filtered it (issue 18), not the whole list
 * they had narrowed down. The programme page records its filters (its URL's query) here; the session page reads
 * them. Kept in sessionStorage: per tab, survives a reload, gone when the tab closes.
 */
import { createSafeStorage } from '@cc/design-system';

const KEY = 'cc-programme-search';
const storage = createSafeStorage(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));

/** `search` is the programme URL's query, with or without its '?'; empty when no filter is set. */
export function rememberProgrammeSearch(search: string): void {
  const query = search.replace(/^\?/, '');
  if (query) storage.set(KEY, query);
  else storage.remove(KEY);
}

export function programmeReturnPath(): string {
  const query = storage.get(KEY);
  return query ? `/programme?${query}` : '/programme';
}
