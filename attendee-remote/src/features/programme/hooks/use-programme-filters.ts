import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { rememberProgrammeSearch } from '../../../lib/programme-return';
import { ALL, NO_FILTERS, type ProgrammeFilters, type ValueFilter } from '../utils/filter-sessions';

/** How long typing must pause before the search is applied (and the results line re-announced). */
export const SEARCH_DELAY_MS = 400;

const PARAM = {
  search: 'q',
  day: 'day',
  track: 'track',
  topic: 'topic',
  level: 'level',
  audience: 'audience',
} as const;

function readParams(params: URLSearchParams): ProgrammeFilters {
  return {
    search: params.get(PARAM.search) ?? '',
    day: params.get(PARAM.day) || ALL,
    track: params.get(PARAM.track) || ALL,
    topic: params.get(PARAM.topic) || ALL,
    level: params.get(PARAM.level) || ALL,
    audience: params.get(PARAM.audience) || ALL,
  };
}

function writeParams(params: URLSearchParams, filters: ProgrammeFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(PARAM) as (keyof ProgrammeFilters)[]) {
    const value = filters[key];
    if (value === '' || value === ALL) next.delete(PARAM[key]);
    else next.set(PARAM[key], value);
  }
  return next;
}

/**
 * The programme filters, kept in the URL (?q=&day=&track=&topic=&level=&audience=) so they survive reload, sharing
 * and Back.
 *
 * The search box keeps its own text and writes it to the URL only once typing pauses: an input fed
 * straight from the router would lag behind fast typing, and every keystroke would change the results
 * line that screen readers announce.
 */
export function useProgrammeFilters() {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const applied = readParams(params);
  const paramsKey = params.toString();
  // For the session page's "Back to Programme" (lib/programme-return).
  useEffect(() => rememberProgrammeSearch(paramsKey), [paramsKey]);

  // The router renders navigations in a transition, so a second change can come before the first is
  // shown; it must build on the first, not on the URL last rendered.
  const pending = useRef<{ filters: ProgrammeFilters; key: string } | null>(null);
  useEffect(() => {
    if (pending.current?.key === paramsKey || navigationType === 'POP') pending.current = null;
  }, [paramsKey, navigationType]);

  const [searchText, setSearchText] = useState(applied.search);
  // The search we last wrote; a different one arriving in the URL came from Back/Forward or a link.
  const written = useRef(applied.search);
  const [seenSearch, setSeenSearch] = useState(applied.search);
  if (applied.search !== seenSearch) {
    setSeenSearch(applied.search);
    if (applied.search !== written.current) {
      written.current = applied.search;
      setSearchText(applied.search);
    }
  }

  const update = (changes: Partial<ProgrammeFilters>, replace: boolean) => {
    const filters = { ...(pending.current?.filters ?? applied), ...changes };
    const next = writeParams(params, filters);
    pending.current = { filters, key: next.toString() };
    written.current = filters.search;
    setParams(next, { replace, preventScrollReset: true });
  };

  // Typing replaces the history entry rather than adding one per pause.
  const applySearch = useEffectEvent((search: string) => update({ search }, true));
  useEffect(() => {
    if (searchText === written.current) return;
    const timer = setTimeout(() => applySearch(searchText), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  // Discrete choices add a history entry so Back undoes them; they also apply any pending search.
  const setDay = (day: string) => update({ search: searchText, day }, false);
  const setTrack = (track: string) => update({ search: searchText, track }, false);
  const setValue = (filter: ValueFilter, value: string) => update({ search: searchText, [filter]: value }, false);
  // The form sent (Enter or Search): the search now, without waiting for the pause.
  const submitSearch = () => {
    if (searchText !== written.current) update({ search: searchText }, true);
  };
  const clearAll = () => {
    setSearchText('');
    update(NO_FILTERS, false);
  };

  return { applied, searchText, setSearchText, setDay, setTrack, setValue, clearAll, submitSearch };
}
