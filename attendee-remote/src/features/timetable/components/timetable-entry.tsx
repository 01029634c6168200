import { Badge, VisuallyHidden } from '@cc/design-system';
import { Link } from 'react-router-dom';
import type { TimetableEntry } from '../utils/build-timetable';

/** One session in a grid cell or in the list: category, title, location, track and time, all in words. */
export function TimetableSession({ entry }: { entry: TimetableEntry }) {
  const { session, cancelled } = entry;
  return (
    <li className={`att-tt-session att-tt-cat--${entry.colour}${cancelled ? ' att-tt-session--cancelled' : ''}`}>
      <p className="att-tt-session__category">
        <VisuallyHidden>Category: </VisuallyHidden>
        {entry.category}
      </p>
      <p className="att-tt-session__title">
        <Link to={`/session/${session.id}`} className="ds-target">
          {session.title}
        </Link>
        {cancelled && (
          <>
            {' '}
            <Badge tone="danger">CANCELLED</Badge>
          </>
        )}
      </p>
      <p className="att-tt-session__meta">
        <VisuallyHidden>Location: </VisuallyHidden>
        {entry.location}
      </p>
      <p className="att-tt-session__meta">Track {entry.track}</p>
      <p className="att-tt-session__meta">
        <VisuallyHidden>Time: </VisuallyHidden>
        {entry.timeRange}
      </p>
    </li>
  );
}

export function TimetableSessionList({ entries }: { entries: readonly TimetableEntry[] }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics when list-style is none
    <ul className="att-tt-sessions" role="list">
      {entries.map((entry) => (
        <TimetableSession key={entry.session.id} entry={entry} />
      ))}
    </ul>
  );
}
