import type { Session } from '@cc/api/contract';
import { Alert, BackToTop, Button, LoadingIndicator, moveFocusTo } from '@cc/design-system';
import { type ReactNode, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useConferenceNow } from '../../../lib/use-conference-now';
import { useConference } from '../api/get-conference';
import { useSessions } from '../api/get-sessions';
import { ProgrammeResults } from './programme-results';

export const PROGRAMME_TITLE = 'Conference Programme';

export interface ProgrammePageProps {
  /** Buttons for each card besides View Details; the app passes the agenda toggle. */
  renderSessionActions?: (session: Session) => ReactNode;
  /** Messages shown above the list, e.g. that bookmarks could not be loaded. */
  notices?: ReactNode;
}

export function ProgrammePage({ renderSessionActions, notices }: ProgrammePageProps) {
  const sessions = useSessions();
  const conference = useConference();
  // `?now=` as on Home (features/home/README.md), for demonstrations and tests of the Now link.
  const [searchParams] = useSearchParams();
  const { now } = useConferenceNow(conference.data, searchParams.get('now'));
  const headingRef = useRef<HTMLHeadingElement>(null);

  const retry = () => {
    // The Retry button is replaced by the loading message; keep focus on the page, not <body>.
    moveFocusTo(headingRef.current, { preventScroll: true });
    void sessions.refetch();
  };

  let content: ReactNode;
  if (sessions.isPending) {
    content = <LoadingIndicator size="large" message="Loading Conference Programme..." />;
  } else if (sessions.isError) {
    content = (
      <div className="att-programme__error">
        <Alert tone="error" title="Conference programme could not be loaded">
          <p>{sessions.error.message}</p>
        </Alert>
        <Button onClick={retry}>Retry</Button>
      </div>
    );
  } else {
    content = (
      <ProgrammeResults
        sessions={sessions.data.sessions}
        now={now}
        renderSessionActions={renderSessionActions}
        notices={notices}
      />
    );
  }

  return (
    <div className="att-programme">
      <PageTitle page={PROGRAMME_TITLE} />
      <h1 ref={headingRef} className="att-page-heading">
        {PROGRAMME_TITLE}
      </h1>
      {/* The same sessions by day and start time, one step away for those who plan on a grid (issue 18). */}
      <p className="att-programme__views">
        <Link to="/timetable" className="ds-target">
          See the programme as a timetable
        </Link>
      </p>
      {/* Attendees of pretalx and Sched conferences look for a page per speaker (issue 18). */}
      <p className="att-programme__views">
        <Link to="/speakers" className="ds-target">
          Browse the speakers
        </Link>
      </p>
      {content}
      <OpenDataLinks />
      <BackToTop />
    </div>
  );
}

/** Open data (docs/open-data.md), linked where people look for the programme (issue 18). */
function OpenDataLinks() {
  return (
    <section className="att-programme__open-data" aria-labelledby="programme-open-data">
      <h2 id="programme-open-data">Use the programme in other apps</h2>
      <p>The programme is open data: anyone may download it and use it in another app or a calendar.</p>
      <ul>
        <li>
          <a href="/api/open-data/programme.ics" className="ds-target">
            Calendar file (iCalendar), to add or subscribe to in a calendar app
          </a>
        </li>
        <li>
          <a href="/api/open-data/programme.json" className="ds-target">
            Programme as JSON, for developers
          </a>
        </li>
        <li>
          <a href="/api/open-data/schedule.xml" className="ds-target">
            Schedule XML (frab format), for conference apps such as Giggity
          </a>
        </li>
      </ul>
    </section>
  );
}
