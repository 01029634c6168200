import type { Session } from '@cc/api/contract';
import { memo, type ReactNode } from 'react';
import { useGrowingLimit } from '../hooks/use-growing-limit';
import { SessionCard } from './session-card';

/** Cards per memoised group: a step of drawing redraws only the group it adds to. */
const GROUP_SIZE = 6;

interface SessionListProps {
  sessions: readonly Session[];
  renderActions?: (session: Session) => ReactNode;
}

/**
 * The programme's cards, drawn a few per task (useGrowingLimit). The list keeps that state itself and draws its
 * cards in memoised groups, so that each step redraws one group, not the page's filters or every card so far:
 * redrawing a hundred drawn cards on each step made every step a long task of its own.
 */
export const SessionList = memo(function SessionList({ sessions, renderActions }: SessionListProps) {
  const drawn = Math.min(useGrowingLimit(sessions.length), sessions.length);
  const groups: ReactNode[] = [];
  for (let start = 0; start < drawn; start += GROUP_SIZE) {
    groups.push(
      <CardGroup
        key={start}
        sessions={sessions}
        start={start}
        end={Math.min(drawn, start + GROUP_SIZE)}
        renderActions={renderActions}
      />,
    );
  }
  return (
    // role="list" because Safari drops list semantics when list-style is none.
    // biome-ignore lint/a11y/noRedundantRoles: see above
    <ol role="list" className="att-session-list">
      {groups}
    </ol>
  );
});

interface CardGroupProps extends SessionListProps {
  start: number;
  end: number;
}

const CardGroup = memo(function CardGroup({ sessions, start, end, renderActions }: CardGroupProps) {
  return (
    <>
      {sessions.slice(start, end).map((session) => (
        <li key={session.id}>
          <SessionCard session={session} renderActions={renderActions} />
        </li>
      ))}
    </>
  );
});
