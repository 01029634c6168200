import type { AgendaEntry, BookmarkList } from '@cc/api/contract';
import { formatDateGB, formatMinutes } from '@cc/design-system';
import { type ReactNode, useId } from 'react';
import type { RemoveBookmark } from '../api/remove-from-agenda';
import { breakText, buildSchedule } from '../utils/schedule';
import { AgendaEntryCard } from './agenda-entry';

export interface AgendaViewProps {
  entries: readonly AgendaEntry[];
  clashes: ReadonlyMap<number, string[]>;
  onBookmarksChanged?: (list: BookmarkList) => void;
  onRemoved?: (entry: AgendaEntry, remaining: number) => void;
  removeBookmark?: RemoveBookmark | undefined;
  /** Sessions added while offline, not yet sent: marked as waiting. */
  waitingSessionIds?: ReadonlySet<number> | undefined;
}

function ScheduleDaySection({ date, children }: { date: string | null; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="att-agenda-day" aria-labelledby={headingId}>
      <h2 id={headingId} className="att-agenda-day__heading">
        {date ? formatDateGB(date) : 'Date to be announced'}
      </h2>
      {children}
    </section>
  );
}

/** Schedule View: one section per day, sessions in time order with the breaks between them. */
export function AgendaScheduleView({
  entries,
  clashes,
  onBookmarksChanged,
  onRemoved,
  removeBookmark,
  waitingSessionIds,
}: AgendaViewProps) {
  return (
    <div className="att-agenda-schedule">
      {buildSchedule(entries).map((day) => (
        <ScheduleDaySection key={day.date ?? 'tba'} date={day.date}>
          <ol className="att-agenda-timeline">
            {day.items.map((item) =>
              item.kind === 'break' ? (
                <li key={`break-${item.from}`} className="att-agenda-break">
                  <span aria-hidden="true" className="att-agenda-break__icon">
                    ☕
                  </span>{' '}
                  <span className="att-agenda-break__text">{breakText(item.minutes)}</span>{' '}
                  <span className="att-agenda-break__time">
                    ({formatMinutes(item.from)}–{formatMinutes(item.to)})
                  </span>
                </li>
              ) : (
                <li key={item.entry.session.id} className="att-agenda-timeline__item">
                  <AgendaEntryCard
                    entry={item.entry}
                    headingLevel={3}
                    clashes={clashes.get(item.entry.session.id) ?? []}
                    showDate={false}
                    waiting={waitingSessionIds?.has(item.entry.session.id) ?? false}
                    onBookmarksChanged={onBookmarksChanged}
                    onRemoved={onRemoved}
                    removeBookmark={removeBookmark}
                  />
                </li>
              ),
            )}
          </ol>
        </ScheduleDaySection>
      ))}
    </div>
  );
}
