import { Button, EmptyState, LoadingIndicator, moveFocusTo } from '@cc/design-system';
import { type ReactNode, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useConference } from '../api/get-conference';
import { useTimetableSessions } from '../api/get-timetable-sessions';
import { useTimetableView } from '../hooks/use-timetable-view';
import { buildTimetable } from '../utils/build-timetable';
import { TimetableGrid } from './timetable-grid';
import { TimetableList } from './timetable-list';
import { ViewToggle } from './view-toggle';
import '../styles/timetable-colours.css';
import '../styles/timetable-colours-high-contrast.css';
import '../styles/timetable.css';

export const TIMETABLE_TITLE = 'Conference Timetable';

export function TimetablePage() {
  const sessions = useTimetableSessions();
  const conference = useConference();
  const [view, setView] = useTimetableView();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const timetable = useMemo(
    () => (sessions.data ? buildTimetable(sessions.data.sessions, conference.data?.days ?? []) : null),
    [sessions.data, conference.data],
  );

  const retry = () => {
    moveFocusTo(headingRef.current, { preventScroll: true });
    void sessions.refetch();
    if (conference.isError) void conference.refetch();
  };

  let content: ReactNode;
  if (sessions.isPending || conference.isPending) {
    content = <LoadingIndicator size="large" message="Loading Conference Timetable..." />;
  } else if (!timetable || timetable.total === 0) {
    // attendee.md §8: a load failure ends in the empty state.
    content = (
      <EmptyState
        heading="No Sessions Data Available"
        text="Unable to load conference sessions"
        action={
          sessions.isError ? (
            <Button onClick={retry}>Retry</Button>
          ) : (
            <Link to="/programme">Browse the Conference Programme</Link>
          )
        }
      />
    );
  } else {
    content = (
      <>
        <ViewToggle view={view} onChange={setView} />
        {view === 'grid' ? <TimetableGrid timetable={timetable} /> : <TimetableList timetable={timetable} />}
        {timetable.leftOff > 0 && (
          <p className="att-tt-left-off">
            {timetable.leftOff === 1
              ? '1 session has no date or start time yet, so it is not shown here.'
              : `${timetable.leftOff} sessions have no date or start time yet, so they are not shown here.`}{' '}
            <Link to="/programme">See every session in the Conference Programme</Link>.
          </p>
        )}
      </>
    );
  }

  return (
    <div className="att-timetable">
      <PageTitle page={TIMETABLE_TITLE} />
      <h1 ref={headingRef} className="att-page-heading">
        {TIMETABLE_TITLE}
      </h1>
      <p className="ds-lead">
        Every session by day and start time, with its category, location, track and times. The List view shows the same
        sessions under headings, which is easier with a screen reader or on a small screen.
      </p>
      {content}
    </div>
  );
}
