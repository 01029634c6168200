import type { Session } from '@cc/api/contract';
import { moveFocusTo } from '@cc/design-system';
import { memo, type ReactNode, Suspense, useMemo } from 'react';
import type { WallTime } from '../../../lib/conference-clock';
import { useGrowingLimit } from '../hooks/use-growing-limit';
import {
  dayHeadingId,
  nowSlot,
  type ProgrammeDay,
  type ProgrammeSlot,
  programmeSections,
  slotHeadingId,
} from '../utils/programme-sections';
import { SessionCard } from './session-card';

interface SessionListProps {
  sessions: readonly Session[];
  renderActions?: (session: Session) => ReactNode;
  /** The conference's wall clock: on a day of the programme, a "Now" link leads to what is on. */
  now?: WallTime | null;
}

/**
 * The programme's cards under day headings (h2) and start-time headings (h3), in time order, with links to jump to
 * a day (issue 18), to a time within a day, and to now on a day of the conference (issue 27).
 *
 * On the server every card is drawn (issue 36): the first HTML holds the whole programme and every target of its
 * jump links. The browser hydrates that HTML in parts that yield: each start time's cards are a Suspense boundary,
 * which React hydrates after the page around it, in time-sliced work (a press on a card not hydrated yet hydrates
 * its part first and is then carried out). Drawn in the browser (a visit from another page), the cards come a few
 * per task (useGrowingLimit); each start time's cards are one memoised group, so a step of drawing redraws the group
 * it adds to, not the page's filters or every card so far.
 */
export const SessionList = memo(function SessionList({ sessions, renderActions, now = null }: SessionListProps) {
  const days = useMemo(() => programmeSections(sessions), [sessions]);
  const current = nowSlot(days, now);
  let left = Math.min(useGrowingLimit(sessions.length), sessions.length);
  const drawnDays: ReactNode[] = [];
  for (const day of days) {
    if (left <= 0) break;
    const slots: ReactNode[] = [];
    for (const slot of day.slots) {
      if (left <= 0) break;
      const count = Math.min(left, slot.sessions.length);
      left -= count;
      slots.push(<SlotSection key={slot.key} slot={slot} count={count} renderActions={renderActions} />);
    }
    drawnDays.push(
      <section key={day.key} className="att-programme-day" aria-labelledby={dayHeadingId(day)}>
        <h2 id={dayHeadingId(day)} className="att-programme-day__heading" tabIndex={-1}>
          {day.heading}
        </h2>
        {day.slots.length > 1 && <TimeLinks day={day} />}
        {slots}
      </section>,
    );
  }
  return (
    <>
      {(days.length > 1 || current) && <DayLinks days={days} current={current} />}
      {drawnDays}
    </>
  );
});

/**
 * One link per day shown: a switch or keyboard user goes to Tuesday in one step instead of passing Monday. On a day
 * of the conference, a first link goes to the start time that is on now.
 */
function DayLinks({ days, current }: { days: readonly ProgrammeDay[]; current: ProgrammeSlot | null }) {
  return (
    <nav aria-label="Jump to a day" className="att-programme-days">
      <ul>
        {current && (
          <li>
            <JumpLink targetId={slotHeadingId(current)}>Now: {current.heading.toLowerCase()}</JumpLink>
          </li>
        )}
        {days.length > 1 &&
          days.map((day) => (
            <li key={day.key}>
              <JumpLink targetId={dayHeadingId(day)}>{day.heading}</JumpLink> ({countText(day)})
            </li>
          ))}
      </ul>
    </nav>
  );
}

/**
 * A day's start times as links, folded into one disclosure: one Tab stop for someone passing the day, and every
 * time of the day two presses away for someone looking for one.
 */
function TimeLinks({ day }: { day: ProgrammeDay }) {
  return (
    <details className="att-programme-times">
      <summary className="ds-target">Jump to a time on {day.heading}</summary>
      <nav aria-label={`Times on ${day.heading}`}>
        <ul>
          {day.slots.map((slot) => (
            <li key={slot.key}>
              <JumpLink targetId={slotHeadingId(slot)}>{slot.time ?? slot.heading}</JumpLink>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

/** An in-page link that moves focus to its target heading, so the next Tab starts there; the URL stays as it is. */
function JumpLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <a
      href={`#${targetId}`}
      className="ds-target"
      onClick={(event) => {
        if (moveFocusTo(targetId)) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

function countText(day: ProgrammeDay): string {
  const count = day.slots.reduce((sum, slot) => sum + slot.sessions.length, 0);
  return count === 1 ? '1 session' : `${count} sessions`;
}

interface SlotSectionProps {
  slot: ProgrammeSlot;
  count: number;
  renderActions?: (session: Session) => ReactNode;
}

/**
 * One start time: its heading, and its cards as a part hydrated on its own. Memoised, and that is what keeps the
 * parts apart: React hydrates a part that is still server HTML at once, in the task of the update, when that update
 * reaches it with new props (a context change too). The list redraws as soon as hydration ends (the page's clock,
 * useHydrated's switch), so without this barrier every part was hydrated in that one synchronous update, one long
 * task of 300-900 ms at 4x slowdown. With it, the parts the update does not touch hydrate at idle priority in short
 * tasks of their own, and the one a person presses is hydrated first.
 */
const SlotSection = memo(function SlotSection({ slot, count, renderActions }: SlotSectionProps) {
  return (
    <section className="att-programme-slot" aria-labelledby={slotHeadingId(slot)}>
      <h3 id={slotHeadingId(slot)} className="att-programme-slot__heading" tabIndex={-1}>
        {slot.heading}
      </h3>
      <Suspense fallback={null}>
        <SlotCards sessions={slot.sessions} count={count} renderActions={renderActions} />
      </Suspense>
    </section>
  );
});

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
