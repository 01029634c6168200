import { ApiRequestError } from '@cc/api/client';
import type { ChairSession } from '@cc/api/contract';
import { LoadingIndicator } from '@cc/design-system';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useChairSessions } from '../api/get-chair-sessions';
import '../styles/chair.css';

export const CHAIR_SESSIONS_HEADING = 'Sessions you chair';

/** "Monday 16 March 2027, 10:00 to 11:00, Main Hall" from what the programme has. */
export function sessionWhen(session: ChairSession): string {
  const parts: string[] = [];
  if (session.date) {
    const date = new Date(`${session.date}T12:00:00Z`);
    parts.push(date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }));
  }
  if (session.startTime) parts.push(session.endTime ? `${session.startTime} to ${session.endTime}` : session.startTime);
  if (session.location) parts.push(session.location);
  return parts.join(', ');
}

/** /chair: the sessions the signed-in person chairs, each a link to its chair's view. */
export function ChairSessionsPage() {
  const sessions = useChairSessions();
  const status = sessions.error instanceof ApiRequestError ? sessions.error.statusCode : null;
  return (
    <div className="att-chair">
      <PageTitle page={CHAIR_SESSIONS_HEADING} />
      <h1>{CHAIR_SESSIONS_HEADING}</h1>
      {sessions.isPending ? (
        <LoadingIndicator message="Loading your sessions..." />
      ) : status === 401 ? (
        <p>
          <Link to="/account/sign-in" state={{ from: '/chair' }} className="ds-target">
            Sign in
          </Link>{' '}
          with the account you were invited with to see the sessions you chair.
        </p>
      ) : status === 404 ? (
        <p>This server does not offer the chair&apos;s view yet.</p>
      ) : sessions.isError ? (
        <p role="alert">Your sessions could not be loaded. Check your connection and reload the page.</p>
      ) : sessions.data.sessions.length === 0 ? (
        <p>You do not chair any session. An organiser can make you chair of a session from the admin area.</p>
      ) : (
        <ul className="att-chair__sessions">
          {sessions.data.sessions.map((session) => (
            <li key={session.id}>
              <Link to={`/chair/${session.id}`} className="att-chair__session-link">
                <span className="att-chair__session-title">{session.title}</span>
                <span className="att-chair__session-when">{sessionWhen(session)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
