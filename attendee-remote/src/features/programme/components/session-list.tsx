import type { Session } from '@cc/api/contract';
import { moveFocusTo } from '@cc/design-system';
import { memo, type ReactNode, useMemo } from 'react';
import { useGrowingLimit } from '../hooks/use-growing-limit';
import { dayHeadingId, type ProgrammeDay, programmeSections } from '../utils/programme-sections';
import { SessionCard } from './session-card';

interface SessionListProps {
  sessions: readonly Session[];
  renderActions?: (session: Session) => ReactNode;
}

/**
 * The programme's cards under day headings (h2) and start-time headings (h3), with links to jump to a day (issue
 * 18). The cards are drawn a few per task (useGrowingLimit); each start time's cards are one memoised group, so a
 * step of drawing redraws the group it adds to, not the page's filters or every card so far.
 */
export const SessionList = memo(function SessionList({ sessions, renderActions }: SessionListProps) {
  const days = useMemo(() => programmeSections(sessions), [sessions]);
  let left = Math.min(useGrowingLimit(sessions.length), sessions.length);
  const drawnDays: ReactNode[] = [];
  for (const day of days) {
    if (left <= 0) break;
    const slots: ReactNode[] = [];
    for (const slot of day.slots) {
      if (left <= 0) break;
      const count = Math.min(left, slot.sessions.length);
      left -= count;
      slots.push(
        <section key={slot.key} className="att-programme-slot" aria-labelledby={`slot-${slot.key}`}>
          <h3 id={`slot-${slot.key}`} className="att-programme-slot__heading">
            {slot.heading}
          </h3>
          <SlotCards sessions={slot.sessions} count={count} renderActions={renderActions} />
        </section>,
      );
    }
    drawnDays.push(
      <section key={day.key} className="att-programme-day" aria-labelledby={dayHeadingId(day)}>
        <h2 id={dayHeadingId(day)} className="att-programme-day__heading" tabIndex={-1}>
          {day.heading}
        </h2>
        {slots}
      </section>,
    );
  }
  return (
    <>
      {days.length > 1 && <DayLinks days={days} />}
      {drawnDays}
    </>
  );
});

/** One link per day shown: a switch or keyboard user goes to Tuesday in one step instead of passing Monday. */
function DayLinks({ days }: { days: readonly ProgrammeDay[] }) {
  return (
    <nav aria-label="Jump to a day" className="att-programme-days">
      <ul>
        {days.map((day) => (
          <li key={day.key}>
            <a
              href={`#${dayHeadingId(day)}`}
              className="ds-target"
              onClick={(event) => {
                // Focus the heading, so the next Tab starts at that day's first card; keep the URL as it is.
                if (moveFocusTo(dayHeadingId(day))) event.preventDefault();
              }}
            >
              {day.heading}
            </a>{' '}
            ({countText(day)})
          </li>
        ))}
      </ul>
    </nav>
  );
}

function countText(day: ProgrammeDay): string {
  const count = day.slots.reduce((sum, slot) => sum + slot.sessions.length, 0);
  return count === 1 ? '1 session' : `${count} sessions`;
}

interface SlotCardsProps {
  sessions: readonly Session[];
  count: number;
  renderActions?: (session: Session) => ReactNode;
}

const SlotCards = memo(function SlotCards({ sessions, count, renderActions }: SlotCardsProps) {
  return (
    // role="list" because Safari drops list semantics when list-style is none.
    // biome-ignore lint/a11y/noRedundantRoles: see above
    <ol role="list" className="att-session-list">
      {sessions.slice(0, count).map((session) => (
        <li key={session.id}>
          <SessionCard session={session} renderActions={renderActions} />
        </li>
      ))}
    </ol>
  );
});
