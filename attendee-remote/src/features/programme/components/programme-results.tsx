import type { Session } from '@cc/api/contract';
import { Button, EmptyState, moveFocusTo } from '@cc/design-system';
import { type ReactNode, useMemo } from 'react';
import type { WallTime } from '../../../lib/conference-clock';
import { inPage } from '../../../lib/without-scripts';
import { useProgrammeFilters } from '../hooks/use-programme-filters';
import {
  ALL,
  dayOptions,
  filterSessions,
  hasActiveFilters,
  type ProgrammeFilters,
  resultsLine,
  trackOptions,
  valueOptions,
} from '../utils/filter-sessions';
import { CLEAR_FORM_ID, ClearFiltersForm, ProgrammeFiltersForm, SEARCH_INPUT_ID } from './programme-filters';
import { SessionList } from './session-list';

export interface ProgrammeResultsProps {
  sessions: readonly Session[];
  renderSessionActions?: (session: Session) => ReactNode;
  notices?: ReactNode;
  /** The conference's wall clock, for the Now link. */
  now?: WallTime | null;
}

export function ProgrammeResults({ sessions, renderSessionActions, notices, now = null }: ProgrammeResultsProps) {
  const { applied, searchText, setSearchText, setDay, setTrack, setValue, clearAll, submitSearch } =
    useProgrammeFilters();
  const days = useMemo(() => dayOptions(sessions), [sessions]);
  const tracks = useMemo(() => trackOptions(sessions), [sessions]);
  const values = useMemo(
    () => ({
      topic: valueOptions(sessions, 'topic'),
      level: valueOptions(sessions, 'level'),
      audience: valueOptions(sessions, 'audience'),
    }),
    [sessions],
  );

  // A value in an old link that the programme no longer has is treated as 'all'.
  const known = (options: readonly string[], value: string) => (options.includes(value) ? value : ALL);
  const day = known(days, applied.day);
  const track = known(tracks, applied.track);
  const topic = known(values.topic, applied.topic);
  const level = known(values.level, applied.level);
  const audience = known(values.audience, applied.audience);
  const search = applied.search;
  const filters: ProgrammeFilters = useMemo(
    () => ({ search, day, track, topic, level, audience }),
    [search, day, track, topic, level, audience],
  );
  const shown = useMemo(() => filterSessions(sessions, filters), [sessions, filters]);

  const clear = () => {
    clearAll();
    // The button pressed is now disabled or gone; start again from the search box.
    moveFocusTo(SEARCH_INPUT_ID);
  };

  return (
    <>
      <ProgrammeFiltersForm
        applied={filters}
        searchText={searchText}
        days={days}
        tracks={tracks}
        values={values}
        canClear={hasActiveFilters({ ...filters, search: searchText })}
        onSearchChange={setSearchText}
        onDayChange={setDay}
        onTrackChange={setTrack}
        onValueChange={setValue}
        onClear={clear}
        onSearchSubmit={submitSearch}
      />
      <ClearFiltersForm />
      {/* Polite and only updated once typing pauses (the search is applied after a short delay). */}
      <p role="status" className="att-programme__count">
        {resultsLine(shown.length, sessions.length)}
      </p>
      {notices}
      {shown.length === 0 ? (
        <EmptyState
          heading="No sessions found"
          text="Try adjusting your filters or search terms."
          action={
            <Button type="submit" form={CLEAR_FORM_ID} onClick={inPage(clear)}>
              Clear All Filters
            </Button>
          }
        />
      ) : (
        <SessionList sessions={shown} renderActions={renderSessionActions} now={now} />
      )}
    </>
  );
}
