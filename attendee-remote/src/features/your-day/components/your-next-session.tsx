import type { AgendaEntry } from '@cc/api/contract';
import { formatDateGB, formatTimeRange, LoadingIndicator } from '@cc/design-system';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useConferenceNow } from '../../../lib/use-conference-now';
import { useConference } from '../api/get-conference';
import '../styles/your-day.css';
import { AGENDA_WITHOUT_SCRIPTS } from '../../../lib/without-scripts';
import { findNextSession, type NextSession, type WalkingMinutes } from '../utils/next-session';
import { minutesText } from '../utils/reminders';
import { PushSettings } from './push-settings';
import { ReminderSettings } from './reminder-settings';

export interface YourNextSessionProps {
  /** The agenda's entries; undefined while loading (or when the agenda is known to be empty). */
  entries: readonly AgendaEntry[] | undefined;
  /** Sessions in the agenda (the bookmarks' count); 0 shows a pointer to the programme. */
  agendaCount: number | undefined;
  isError: boolean;
  walkingMinutes: WalkingMinutes;
}

function placeText(session: AgendaEntry['session']): string {
  const location = session.location?.trim();
  if (location) return location;
  return [session.room?.trim(), session.building?.trim()].filter(Boolean).join(', ') || 'Location TBA';
}

/** Why that leave-by time: the walk after the session before it, or the default allowance. */
function travelText({ previous, travelMinutes, walked }: NextSession): string {
  // A walk is only known between two known buildings: then `previous` and its building are there.
  if (!walked || !previous) return `allowing ${minutesText(travelMinutes)} to get there`;
  if (travelMinutes === 0) return `same room as ${previous.title}`;
  return `${minutesText(travelMinutes)} from ${previous.building ?? placeText(previous)} after ${previous.title}`;
}

/**
 * "Your next session" on Home (issue 18): the next session in My Agenda, where it is and when to leave, at the
 * same clock as "Now and next" (including Home's `?now=`), plus the reminders opt-in.
 */
export function YourNextSession({ entries, agendaCount, isError, walkingMinutes }: YourNextSessionProps) {
  const conference = useConference();
  const [searchParams] = useSearchParams();
  const { now } = useConferenceNow(conference.data, searchParams.get('now'));

  let content: ReactNode;
  if (agendaCount === 0) {
    content = (
      <p>
        Nothing in your agenda yet. <Link to="/programme">Browse the programme</Link> to add sessions.
      </p>
    );
  } else if (isError || conference.isError) {
    content = (
      <p>
        Your agenda could not be loaded. <Link to="/my-agenda">Open My Agenda</Link>.
      </p>
    );
  } else if (!entries || !now) {
    content = (
      <LoadingIndicator size="small" message="Loading your agenda..." withoutScripts={AGENDA_WITHOUT_SCRIPTS} />
    );
  } else {
    const next = findNextSession(entries, now, walkingMinutes);
    if (!next) {
      content = (
        <p>
          No more sessions in your agenda. <Link to="/programme">Browse the programme</Link>.
        </p>
      );
    } else {
      const { session } = next;
      const day = session.sessionDate === now.date ? 'Today' : formatDateGB(session.sessionDate);
      const travel = travelText(next);
      content = (
        <div className="att-your-day__next">
          <h3 className="att-your-day__title">
            <Link to={`/session/${session.id}`} className="ds-target">
              {session.title}
            </Link>
          </h3>
          <dl className="att-your-day__details">
            <div>
              <dt>When:</dt>
              <dd>
                {day}, {formatTimeRange(session.startTime, session.endTime)}
              </dd>
            </div>
            <div>
              <dt>Where:</dt>
              <dd>{placeText(session)}</dd>
            </div>
          </dl>
          <p className="att-your-day__leave">
            <strong>{next.leaveNow ? 'Leave now' : `Leave by ${next.leaveBy}`}</strong> ({travel})
          </p>
        </div>
      );
    }
  }

  return (
    <section aria-labelledby="your-next-session-heading" className="ds-section att-your-day">
      <h2 id="your-next-session-heading">Your next session</h2>
      {content}
      {agendaCount !== 0 && (
        <p>
          <Link to="/my-agenda" className="ds-target">
            See My Agenda
          </Link>
        </p>
      )}
      <div className="att-your-day__notifications">
        <h3 id="reminders-heading">Reminders</h3>
        <p>Two kinds, each with its own switch: use either or both.</p>
        {agendaCount !== 0 && <ReminderSettings />}
        <PushSettings />
      </div>
    </section>
  );
}
