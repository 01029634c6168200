import type { ConferenceInfo, Session } from '@cc/api/contract';
import { Alert, Badge, formatDateGB, formatTimeRange, LoadingIndicator } from '@cc/design-system';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useConferenceNow } from '../../../lib/use-conference-now';
import { useSessions } from '../api/get-sessions';
import { clockText, sessionPlace } from '../utils/home-text';
import { computeNowAndNext, type Slot } from '../utils/now-and-next';

/** Long slots (posters) are cut here; the rest is one link away. */
export const NOW_AND_NEXT_LIMIT = 10;

function SessionList({ sessions, label }: { sessions: readonly Session[]; label: string }) {
  const shown = sessions.slice(0, NOW_AND_NEXT_LIMIT);
  const more = sessions.length - shown.length;
  return (
    <>
      <ul className="att-now-next__list" aria-label={label}>
        {shown.map((session) => (
          <li key={session.id} className="att-now-next__item">
            <Link to={`/session/${session.id}`} className="att-now-next__title ds-target">
              {session.title}
            </Link>
            <span className="att-now-next__meta">
              <span>{formatTimeRange(session.startTime, session.endTime)}</span>
              <span>
                <span className="ds-visually-hidden">Where: </span>
                {sessionPlace(session)}
              </span>
              {session.track && (
                <Badge tone="info">
                  <span className="ds-visually-hidden">Track </span>
                  {session.track}
                </Badge>
              )}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p>
          and {more} more {more === 1 ? 'session' : 'sessions'}: <Link to="/timetable">see the timetable</Link>
        </p>
      )}
    </>
  );
}

function slotHeading(prefix: string, slot: Slot, today: string | null): string {
  const time = slot.startTime;
  return slot.date === today ? `${prefix} at ${time}` : `${prefix} at ${time} on ${formatDateGB(slot.date)}`;
}

export interface NowAndNextProps {
  conference: ConferenceInfo | undefined;
  conferenceError: boolean;
}

/**
 * What is on now and what starts next, at the conference's wall clock (BEYOND "Now and next").
 *
 * `?now=` on the Home URL replaces the current time, for demonstrations and tests only (see
 * features/home/README.md): e.g. `/?now=2027-09-13T11:10` (conference time) or `/?now=2027-09-13T10:10Z`.
 * The page says when it is in use.
 */
export function NowAndNext({ conference, conferenceError }: NowAndNextProps) {
  const sessions = useSessions();
  const [searchParams] = useSearchParams();
  const overrideText = searchParams.get('now');
  const timeZone = conference?.timeZone;
  // Re-read every 30 seconds, so the section moves on by itself.
  const { now, override } = useConferenceNow(conference, overrideText);
  const result = now && sessions.data ? computeNowAndNext(sessions.data.sessions, now) : null;

  let content: ReactNode;
  if (conferenceError || sessions.isError) {
    content = (
      <Alert tone="warning" title="Now and next is not available">
        <p>
          The programme could not be loaded. <Link to="/programme">Try the programme page</Link>.
        </p>
      </Alert>
    );
  } else if (!result || !now) {
    content = <LoadingIndicator size="small" message="Loading sessions..." />;
  } else if (result.phase === 'empty') {
    content = <p>No sessions have been scheduled yet.</p>;
  } else if (result.phase === 'running') {
    content = (
      <div className="att-now-next__columns">
        <section aria-labelledby="now-heading" className="att-now-next__column">
          <h3 id="now-heading">On now</h3>
          {result.onNow.length > 0 ? (
            <SessionList sessions={result.onNow} label="Sessions on now" />
          ) : (
            <p>Nothing is on right now.</p>
          )}
        </section>
        <section aria-labelledby="next-heading" className="att-now-next__column">
          <h3 id="next-heading">{result.next ? slotHeading('Next', result.next, now.date) : 'Next'}</h3>
          {result.next ? (
            <SessionList sessions={result.next.sessions} label="Sessions starting next" />
          ) : (
            <p>No more sessions are scheduled.</p>
          )}
        </section>
      </div>
    );
  } else {
    const first = result.first;
    content = (
      <>
        {result.phase === 'before' && first ? (
          <p className="att-now-next__status">
            The conference starts on {formatDateGB(first.date)} at {first.startTime}.
          </p>
        ) : (
          <p className="att-now-next__status">The conference has ended. Thank you for joining us.</p>
        )}
        {first && (
          <section aria-labelledby="first-heading">
            <h3 id="first-heading">{slotHeading('First sessions', first, null)}</h3>
            <SessionList sessions={first.sessions} label="First sessions" />
          </section>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="now-next-heading" className="ds-section att-now-next">
      <h2 id="now-next-heading">Now and next</h2>
      {override && (
        <p className="att-now-next__demo">
          <Badge tone="warning">Demonstration time</Badge> Showing the programme as at {formatDateGB(override.date)},{' '}
          {clockText(override.minutes)} (conference time).
        </p>
      )}
      {overrideText && timeZone && !override && (
        <p className="att-now-next__demo">
          The <code>now</code> value in the address is not a date and time, so the current time is used.
        </p>
      )}
      {content}
      <p>
        <Link to="/timetable" className="ds-target">
          See the full timetable
        </Link>
      </p>
    </section>
  );
}
