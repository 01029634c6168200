import { compareAgendaSessions } from '../utils/agenda-time';
import { AgendaEntryCard } from './agenda-entry';
import type { AgendaViewProps } from './agenda-schedule-view';

/** List View: every session in date and time order, each with its date. */
export function AgendaListView({
  entries,
  clashes,
  onBookmarksChanged,
  onRemoved,
  removeBookmark,
  waitingSessionIds,
}: AgendaViewProps) {
  const sorted = [...entries].sort((a, b) => compareAgendaSessions(a.session, b.session));
  return (
    <ul className="att-agenda-list">
      {sorted.map((entry) => (
        <li key={entry.session.id}>
          <AgendaEntryCard
            entry={entry}
            headingLevel={2}
            clashes={clashes.get(entry.session.id) ?? []}
            showDate
            waiting={waitingSessionIds?.has(entry.session.id) ?? false}
            onBookmarksChanged={onBookmarksChanged}
            onRemoved={onRemoved}
            removeBookmark={removeBookmark}
          />
        </li>
      ))}
    </ul>
  );
}
