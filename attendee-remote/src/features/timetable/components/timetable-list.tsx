import { sessionCountText, type Timetable } from '../utils/build-timetable';
import { TimetableSessionList } from './timetable-entry';

/**
 * The same timetable as headings and lists (BEYOND: a text alternative to the grid): a heading per day, a heading
 * per start time, then that time's sessions. Easier to move through with a screen reader and on a small screen.
 */
export function TimetableList({ timetable }: { timetable: Timetable }) {
  return (
    <div className="att-tt-list">
      {timetable.days.map((day, index) => {
        const rows = timetable.rows.filter((row) => row.cells[index]!.length > 0);
        return (
          <section key={day.date} className="att-tt-list__day" aria-labelledby={`att-tt-day-${day.date}`}>
            <h2
              id={`att-tt-day-${day.date}`}
              className={`att-tt-day att-tt-day--${day.colour} att-tt-list__day-heading`}
            >
              {day.label}
            </h2>
            <p className="att-tt-list__count">{sessionCountText(day.count)} on this day</p>
            {rows.map((row) => (
              <div key={row.start} className="att-tt-list__slot">
                <h3 className="att-tt-list__time">{row.label}</h3>
                <TimetableSessionList entries={row.cells[index]!} />
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
