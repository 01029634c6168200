import type { AdminSession } from '@cc/api/contract';
import { Badge, Button, formatTimeRange } from '@cc/design-system';
import { useEffect, useId, useRef } from 'react';
import type { SortColumn, SortOrder } from '../utils/session-table';

const COLUMNS: { column: SortColumn; label: string }[] = [
  { column: 'track', label: 'Track' },
  { column: 'title', label: 'Title' },
  { column: 'speaker', label: 'Speaker' },
  { column: 'day', label: 'Day' },
  { column: 'time', label: 'Time' },
  { column: 'abstract', label: 'Abstract' },
];

interface SessionsTableProps {
  sessions: AdminSession[];
  sort: SortOrder;
  onSort: (column: SortColumn) => void;
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onToggleAll: (checked: boolean) => void;
  editingId: number | null;
  /** The editor's element id, for the Edit buttons' aria-controls. */
  editorId: string;
  onEdit: (id: number | null) => void;
  /** Keeps each row's Edit button, so focus can return to it when the editor closes. */
  registerEditButton: (id: number, button: HTMLButtonElement | null) => void;
  onDelete: (session: AdminSession) => void;
  /** The session whose polls are shown above the table, if any. */
  pollsId: number | null;
  /** The polls panel's element id, for the Polls buttons' aria-controls. */
  pollsPanelId: string;
  onPolls: (id: number | null) => void;
  registerPollsButton: (id: number, button: HTMLButtonElement | null) => void;
}

/**
 * The session table (admin.md §2): sortable column headers are buttons inside the <th>, whose aria-sort
 * tells the current order; each row can be selected, edited (the session editor opens above the table, so the
 * table never holds a form that would scroll sideways on a narrow screen), have its polls run (above the table
 * too) or deleted.
 */
export function SessionsTable({
  sessions,
  sort,
  onSort,
  selected,
  onToggle,
  onToggleAll,
  editingId,
  editorId,
  onEdit,
  registerEditButton,
  onDelete,
  pollsId,
  pollsPanelId,
  onPolls,
  registerPollsButton,
}: SessionsTableProps) {
  const captionId = useId();
  const selectAll = useRef<HTMLInputElement>(null);
  const shownSelected = sessions.filter((session) => selected.has(session.id)).length;
  const allSelected = sessions.length > 0 && shownSelected === sessions.length;

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = shownSelected > 0 && !allSelected;
  }, [shownSelected, allSelected]);

  const sortedLabel = COLUMNS.find((c) => c.column === sort.column)?.label ?? '';

  return (
    <section className="ds-scroll-x cc-sessions-table__scroll" aria-labelledby={captionId}>
      <table className="cc-sessions-table">
        <caption id={captionId}>
          Sessions, sorted by {sortedLabel.toLowerCase()}, {sort.direction}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="cc-sessions-table__select">
              <input
                ref={selectAll}
                type="checkbox"
                className="ds-checkbox__input"
                aria-label="Select all sessions shown"
                checked={allSelected}
                onChange={(event) => onToggleAll(event.target.checked)}
              />
            </th>
            {COLUMNS.map(({ column, label }) => {
              const active = sort.column === column;
              return (
                <th key={column} scope="col" aria-sort={active ? sort.direction : 'none'}>
                  <button type="button" className="cc-sessions-table__sort" onClick={() => onSort(column)}>
                    {label}
                    <span className="cc-sessions-table__sort-icon" aria-hidden="true">
                      {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => {
            const editing = editingId === session.id;
            const polling = pollsId === session.id;
            return (
              <tr
                key={session.id}
                className={session.status === 'cancelled' ? 'cc-sessions-table__row--cancelled' : undefined}
              >
                <td className="cc-sessions-table__select">
                  <input
                    type="checkbox"
                    className="ds-checkbox__input"
                    aria-label={`Select ${session.title}`}
                    checked={selected.has(session.id)}
                    onChange={(event) => onToggle(session.id, event.target.checked)}
                  />
                </td>
                <td>{session.track ?? session.sessionNumber ?? '—'}</td>
                <th scope="row" className="cc-sessions-table__title">
                  {session.title}
                  {session.status === 'cancelled' && (
                    <>
                      {' '}
                      <Badge tone="danger">CANCELLED</Badge>
                    </>
                  )}
                </th>
                <td>{session.speaker ?? 'TBA'}</td>
                <td>{session.day ?? 'TBA'}</td>
                <td className="cc-sessions-table__time">
                  {formatTimeRange(session.startTime, session.endTime, 'TBA')}
                </td>
                <td>{session.hasAbstract ? 'Yes' : 'No'}</td>
                <td>
                  <div className="cc-sessions-table__actions">
                    <Button
                      ref={(button) => registerEditButton(session.id, button)}
                      size="small"
                      variant="secondary"
                      aria-label={`Edit ${session.title}`}
                      aria-expanded={editing}
                      aria-controls={editing ? editorId : undefined}
                      onClick={() => onEdit(editing ? null : session.id)}
                    >
                      Edit
                    </Button>
                    <Button
                      ref={(button) => registerPollsButton(session.id, button)}
                      size="small"
                      variant="secondary"
                      aria-label={`Polls of ${session.title}`}
                      aria-expanded={polling}
                      aria-controls={polling ? pollsPanelId : undefined}
                      onClick={() => onPolls(polling ? null : session.id)}
                    >
                      Polls
                    </Button>
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={`Delete ${session.title}`}
                      onClick={() => onDelete(session)}
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
