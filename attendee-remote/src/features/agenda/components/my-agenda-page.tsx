import type { AgendaEntry, BookmarkList } from '@cc/api/contract';
import {
  Alert,
  announce,
  Button,
  buttonClassName,
  EmptyState,
  LoadingIndicator,
  moveFocusTo,
  SelectField,
} from '@cc/design-system';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useAgenda } from '../api/get-agenda';
import { useVenues } from '../api/get-venues';
import type { RemoveBookmark } from '../api/remove-from-agenda';
import { type RestoreBookmark, useRestoreToAgenda } from '../api/restore-to-agenda';
import { useAgendaLive } from '../hooks/use-agenda-live';
import { type AgendaView, useAgendaView } from '../hooks/use-agenda-view';
import { findClashes } from '../utils/clashes';
import { ALL_DAYS, dayOptions, filterByDay, resultsText } from '../utils/day-filter';
import { AgendaListView } from './agenda-list-view';
import { AgendaScheduleView } from './agenda-schedule-view';
import { AgendaSummary } from './agenda-summary';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { ExportAgendaButton } from './export-agenda-button';
import { UndoRemoval } from './undo-removal';
import '../styles/agenda.css';
import { AGENDA_WITHOUT_SCRIPTS } from '../../../lib/without-scripts';

export const AGENDA_TITLE = 'My Agenda';

export interface MyAgendaPageProps {
  /** Told the bookmark list after a removal, so the rest of the app (the nav count) agrees. */
  onBookmarksChanged?: (list: BookmarkList) => void;
  /** Removes a bookmark in place of the plain DELETE (e.g. kept for later when offline). */
  removeBookmark?: RemoveBookmark;
  /** Adds a bookmark back (Undo) in place of the plain PUT, as removeBookmark does for Remove. */
  restoreBookmark?: RestoreBookmark;
  /** Sessions added offline, not yet sent: shown with the rest, marked as waiting. */
  waitingEntries?: readonly AgendaEntry[];
  /** Sessions removed but not yet sent to the server: hidden even when an older agenda is read. */
  hiddenSessionIds?: ReadonlySet<number>;
  /** Shown under the heading (e.g. changes waiting to be sent). */
  notices?: ReactNode;
}

function ViewToggle({ view, onChange }: { view: AgendaView; onChange: (view: AgendaView) => void }) {
  return (
    <fieldset className="att-agenda-toggle">
      <legend className="att-agenda-toggle__label">View</legend>
      <div className="att-agenda-toggle__buttons">
        <Button variant="secondary" aria-pressed={view === 'schedule'} onClick={() => onChange('schedule')}>
          Schedule View
        </Button>
        <Button variant="secondary" aria-pressed={view === 'list'} onClick={() => onChange('list')}>
          List View
        </Button>
      </div>
    </fieldset>
  );
}

export function MyAgendaPage({
  onBookmarksChanged,
  removeBookmark,
  restoreBookmark,
  hiddenSessionIds,
  waitingEntries,
  notices,
}: MyAgendaPageProps) {
  const agenda = useAgenda();
  const venues = useVenues();
  const { view, day, setView, setDay } = useAgendaView();
  // Only while there is something to keep up to date.
  useAgendaLive((agenda.data?.entries.length ?? 0) > 0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (agenda.isError) announce('Error loading agenda', 'assertive');
  }, [agenda.isError]);

  const entries = useMemo(() => {
    const kept = (agenda.data?.entries ?? []).filter((entry) => !hiddenSessionIds?.has(entry.session.id));
    const known = new Set(kept.map((entry) => entry.session.id));
    return [...kept, ...(waitingEntries ?? []).filter((entry) => !known.has(entry.session.id))];
  }, [agenda.data, hiddenSessionIds, waitingEntries]);
  const waitingSessionIds = useMemo(() => {
    const onServer = new Set((agenda.data?.entries ?? []).map((entry) => entry.session.id));
    return new Set((waitingEntries ?? []).map((e) => e.session.id).filter((id) => !onServer.has(id)));
  }, [agenda.data, waitingEntries]);
  const visible = filterByDay(entries, day);

  const clashes = useMemo(() => {
    const buildings = new Map((venues.data?.venues ?? []).map((venue) => [venue.id, venue.building]));
    return findClashes(
      entries.map((e) => e.session),
      (session) =>
        session.building?.trim() || (session.venueId === null ? null : (buildings.get(session.venueId) ?? null)),
    );
  }, [entries, venues.data]);

  // The last removal, until it is undone or the message dismissed.
  const [removed, setRemoved] = useState<AgendaEntry | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const restore = useRestoreToAgenda({
    onBookmarksChanged,
    restoreBookmark,
    onRestored: () => {
      setRemoved(null);
      moveFocusTo(resultsRef.current ?? headingRef.current, { preventScroll: false });
    },
  });

  const onRemoved = (entry: AgendaEntry) => setRemoved(entry);
  // The removed entry (and its focused button) is gone: keep focus on the page, at the way to undo it.
  useEffect(() => {
    if (removed) moveFocusTo(undoRef.current ?? headingRef.current, { preventScroll: false });
  }, [removed]);

  const dismissUndo = () => {
    setRemoved(null);
    moveFocusTo(resultsRef.current ?? headingRef.current);
  };

  const chooseDay = (next: string) => {
    setDay(next);
    announce(resultsText(filterByDay(entries, next).length, next));
  };

  const showAllDays = () => {
    chooseDay(ALL_DAYS);
    moveFocusTo(resultsRef.current);
  };

  let content: ReactNode;
  if (agenda.isPending) {
    content = (
      <LoadingIndicator size="large" message="Loading Your Agenda..." withoutScripts={AGENDA_WITHOUT_SCRIPTS} />
    );
  } else if (agenda.isError) {
    content = (
      <div className="att-agenda__error">
        {/* 'warning', not 'error': the message is announced through the live region already. */}
        <Alert tone="warning" title="Failed to load agenda">
          <p>{agenda.error.message}</p>
        </Alert>
        <Button
          onClick={() => {
            moveFocusTo(headingRef.current, { preventScroll: true });
            void agenda.refetch();
          }}
        >
          Retry
        </Button>
      </div>
    );
  } else if (entries.length === 0) {
    content = (
      <EmptyState
        heading="Your agenda is empty"
        text="Add sessions from the programme and they will appear here, by day and time."
        action={
          <Link to="/programme" className={buttonClassName()}>
            Browse Programme
          </Link>
        }
      />
    );
  } else {
    const viewProps = { entries: visible, clashes, onBookmarksChanged, onRemoved, removeBookmark, waitingSessionIds };
    content = (
      <>
        <div className="att-agenda-toolbar">
          <ViewToggle view={view} onChange={setView} />
          <SelectField
            label="Filter by Day"
            className="att-agenda-toolbar__day"
            value={day}
            options={dayOptions(entries, day)}
            onChange={(event) => chooseDay(event.target.value)}
          />
          <ExportAgendaButton entries={entries} />
        </div>
        <AgendaSummary entries={entries} clashes={clashes} />
        <p ref={resultsRef} tabIndex={-1} className="att-agenda__count">
          {resultsText(visible.length, day)}
        </p>
        {visible.length === 0 ? (
          <EmptyState
            heading="No sessions for selected day"
            action={
              <Button variant="secondary" onClick={showAllDays}>
                Show All Days
              </Button>
            }
          />
        ) : view === 'schedule' ? (
          <AgendaScheduleView {...viewProps} />
        ) : (
          <AgendaListView {...viewProps} />
        )}
        <CalendarFeedPanel />
      </>
    );
  }

  return (
    <div className="att-agenda">
      <PageTitle page={AGENDA_TITLE} />
      <h1 ref={headingRef} className="att-page-heading">
        {AGENDA_TITLE}
      </h1>
      {notices}
      {removed && (
        <UndoRemoval
          ref={undoRef}
          entry={removed}
          pending={restore.isPending}
          onUndo={() => restore.mutate(removed)}
          onDismiss={dismissUndo}
        />
      )}
      {content}
    </div>
  );
}
