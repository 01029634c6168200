import { DEFAULT_QA_SORT } from '@cc/api/contract';
import { Button, SelectField, TextField } from '@cc/design-system';
import type { FormEvent } from 'react';
import { inPage } from '../../../lib/without-scripts';
import { isSortOrder, type QaFilters, SORT_OPTIONS, STATUS_FILTERS, type StatusFilter } from '../utils/qa-filter';

export const QA_SEARCH_INPUT_ID = 'qa-search';
/**
 * An empty GET form for all questions, outside the filters' form (ShowAllForm): "Show All Questions" submits it,
 * so that without scripts it asks the server for every question (issue 36), as the programme's Clear Filters does.
 */
export const SHOW_ALL_FORM_ID = 'qa-show-all';

/** The form "Show All Questions" submits without scripts: every question, of every session, in the order chosen. */
export function ShowAllForm({ sort }: { sort: QaFilters['sort'] }) {
  return (
    <form id={SHOW_ALL_FORM_ID} method="get" action="/qa" hidden>
      {sort !== DEFAULT_QA_SORT && <input type="hidden" name="sort" value={sort} />}
    </form>
  );
}

export interface QaFiltersFormProps {
  /** The page's own path (`/qa` or `/qa/:sessionId`): the form is sent there without scripts. */
  action: string;
  filters: QaFilters;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
  onSortChange: (sort: QaFilters['sort']) => void;
}

/**
 * Search, status and sort as a plain GET form (issue 36): without scripts the browser sends it
 * (`?q=&status=&sort=`, read by `readQaFilters`) and the server draws the questions found, in that order. With
 * scripts the page filters in place as the reader types and chooses, and the form is never sent.
 */
export function QaFiltersForm({ action, filters, onSearchChange, onStatusChange, onSortChange }: QaFiltersFormProps) {
  const { status, search, sort } = filters;
  const stay = (event: FormEvent) => event.preventDefault();
  // Shown only without scripts (qa.css); each sends the status chosen, which a status button sends itself.
  const send = (label: string) => (
    <Button type="submit" variant="secondary" name="status" value={status} className="att-qa-filters__send">
      {label}
    </Button>
  );
  return (
    <search aria-label="Find questions">
      <form className="att-qa-filters" method="get" action={action} onSubmit={stay}>
        <TextField
          id={QA_SEARCH_INPUT_ID}
          name="q"
          type="search"
          label="Search questions"
          placeholder="Search questions..."
          autoComplete="off"
          className="att-qa-filters__search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
        {/* The form's first submit button: Enter in the search box presses it, not a status button. */}
        {send('Search')}
        <fieldset className="att-qa-filters__status">
          <legend className="ds-field__label">Show</legend>
          <div className="att-qa-filters__buttons">
            {STATUS_FILTERS.map(({ id, label }) => (
              <Button
                key={id}
                // Sends the form without scripts; with them, the press chooses in place.
                type="submit"
                name="status"
                value={id}
                size="small"
                variant={status === id ? 'primary' : 'secondary'}
                aria-pressed={status === id}
                onClick={inPage(() => onStatusChange(id))}
              >
                {label}
              </Button>
            ))}
          </div>
        </fieldset>
        <SelectField
          name="sort"
          label="Sort by"
          value={sort}
          options={SORT_OPTIONS}
          onChange={(event) => {
            if (isSortOrder(event.target.value)) onSortChange(event.target.value);
          }}
        />
        {send('Sort')}
      </form>
    </search>
  );
}
