import { Button, SelectField, TextField } from '@cc/design-system';
import type { FormEvent } from 'react';
import { ALL, type ProgrammeFilters } from '../utils/filter-sessions';

export const SEARCH_INPUT_ID = 'programme-search';

export interface ProgrammeFiltersProps {
  applied: ProgrammeFilters;
  searchText: string;
  days: readonly string[];
  tracks: readonly string[];
  canClear: boolean;
  onSearchChange: (text: string) => void;
  onDayChange: (day: string) => void;
  onTrackChange: (track: string) => void;
  onClear: () => void;
}

export function ProgrammeFiltersForm({
  applied,
  searchText,
  days,
  tracks,
  canClear,
  onSearchChange,
  onDayChange,
  onTrackChange,
  onClear,
}: ProgrammeFiltersProps) {
  // Results update as the user types; Enter must not reload the page.
  const preventSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <search aria-label="Filter sessions">
      <form className="att-programme-filters" onSubmit={preventSubmit}>
        <TextField
          id={SEARCH_INPUT_ID}
          type="search"
          label="Search sessions"
          placeholder="Search by title, description, or speaker..."
          autoComplete="off"
          className="att-programme-filters__search"
          value={searchText}
          onChange={(event) => onSearchChange(event.target.value)}
        />
        <fieldset className="att-programme-filters__days">
          <legend className="ds-field__label">Day</legend>
          <div className="att-programme-filters__day-buttons">
            {days.map((day) => {
              const active = applied.day === day;
              return (
                <Button
                  key={day}
                  variant={active ? 'primary' : 'secondary'}
                  aria-pressed={active}
                  // Pressing the chosen day again shows every day.
                  onClick={() => onDayChange(active ? ALL : day)}
                >
                  {day}
                </Button>
              );
            })}
          </div>
        </fieldset>
        <SelectField
          label="Track"
          className="att-programme-filters__track"
          value={applied.track}
          onChange={(event) => onTrackChange(event.target.value)}
          options={[{ value: ALL, label: 'All Tracks' }, ...tracks.map((track) => ({ value: track, label: track }))]}
        />
        <div className="att-programme-filters__clear">
          <Button variant="ghost" disabled={!canClear} onClick={onClear}>
            Clear Filters
          </Button>
        </div>
      </form>
    </search>
  );
}
