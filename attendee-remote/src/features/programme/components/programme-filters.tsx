import { Button, SelectField, TextField } from '@cc/design-system';
import type { FormEvent } from 'react';
import { inPage } from '../../../lib/without-scripts';
import { ALL, type ProgrammeFilters, type ValueFilter } from '../utils/filter-sessions';

export const SEARCH_INPUT_ID = 'programme-search';
/**
 * An empty GET form for the programme's own address, outside the filters' form (ClearFiltersForm): the Clear
 * buttons submit it, so that without scripts they ask the server for the programme with no filter (issue 36).
 */
export const CLEAR_FORM_ID = 'programme-clear-filters';

/** The form the Clear buttons submit without scripts; drawn once per page, outside the filters' form. */
export function ClearFiltersForm() {
  return <form id={CLEAR_FORM_ID} method="get" action="/programme" hidden />;
}

export interface ProgrammeFiltersProps {
  applied: ProgrammeFilters;
  searchText: string;
  days: readonly string[];
  tracks: readonly string[];
  /** Each value filter's options from the data; a filter with none is not shown. */
  values: Record<ValueFilter, readonly string[]>;
  canClear: boolean;
  onSearchChange: (text: string) => void;
  onDayChange: (day: string) => void;
  onTrackChange: (track: string) => void;
  onValueChange: (filter: ValueFilter, value: string) => void;
  onClear: () => void;
  /** The form was sent (Search pressed, or Enter in the search box): the search is applied at once. */
  onSearchSubmit?: () => void;
}

/** The value filters' labels and their 'all' choice, in the order shown after Track. */
const VALUE_FILTER_LABELS: readonly [ValueFilter, string, string][] = [
  ['topic', 'Topic', 'All Topics'],
  ['level', 'Level', 'All Levels'],
  ['audience', 'Audience', 'All Audiences'],
];

export function ProgrammeFiltersForm({
  applied,
  searchText,
  days,
  tracks,
  values,
  canClear,
  onSearchChange,
  onDayChange,
  onTrackChange,
  onValueChange,
  onClear,
  onSearchSubmit,
}: ProgrammeFiltersProps) {
  // Results update as the user types; with scripts, Enter applies the search at once and the page stays.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearchSubmit?.();
  };

  // A plain GET form (issue 36): without scripts the browser sends it and the server draws the page for these
  // parameters (?q=&day=&track=&topic=&level=&audience=, the ones use-programme-filters keeps in the address).
  return (
    <search aria-label="Filter sessions">
      <form className="att-programme-filters" method="get" action="/programme" onSubmit={submit}>
        <TextField
          id={SEARCH_INPUT_ID}
          name="q"
          type="search"
          label="Search sessions"
          placeholder="Search by title, description, or speaker..."
          autoComplete="off"
          className="att-programme-filters__search"
          value={searchText}
          onChange={(event) => onSearchChange(event.target.value)}
        />
        {/* First of the form's buttons: Enter in the search box presses it, not a day. */}
        <div className="att-programme-filters__submit">
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
        <fieldset className="att-programme-filters__days">
          <legend className="ds-field__label">Day</legend>
          <div className="att-programme-filters__day-buttons">
            {days.map((day) => {
              const active = applied.day === day;
              return (
                <Button
                  key={day}
                  // Sends the form without scripts; with them, the click below chooses and the form stays.
                  type="submit"
                  name="day"
                  value={active ? ALL : day}
                  variant={active ? 'primary' : 'secondary'}
                  aria-pressed={active}
                  // Pressing the chosen day again shows every day.
                  onClick={(event) => {
                    event.preventDefault();
                    onDayChange(active ? ALL : day);
                  }}
                >
                  {day}
                </Button>
              );
            })}
          </div>
        </fieldset>
        <SelectField
          name="track"
          label="Track"
          className="att-programme-filters__track"
          value={applied.track}
          onChange={(event) => onTrackChange(event.target.value)}
          options={[{ value: ALL, label: 'All Tracks' }, ...tracks.map((track) => ({ value: track, label: track }))]}
        />
        {VALUE_FILTER_LABELS.map(([filter, label, all]) =>
          values[filter].length === 0 ? null : (
            <SelectField
              key={filter}
              name={filter}
              label={label}
              className="att-programme-filters__track"
              value={applied[filter]}
              onChange={(event) => onValueChange(filter, event.target.value)}
              options={[{ value: ALL, label: all }, ...values[filter].map((value) => ({ value, label: value }))]}
            />
          ),
        )}
        <div className="att-programme-filters__clear">
          <Button variant="ghost" type="submit" form={CLEAR_FORM_ID} disabled={!canClear} onClick={inPage(onClear)}>
            Clear Filters
          </Button>
        </div>
      </form>
    </search>
  );
}
