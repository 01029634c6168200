import { useId } from 'react';
import { sessionCountText, type Timetable } from '../utils/build-timetable';
import { TimetableSessionList } from './timetable-entry';

/**
 * The grid as a real table: a time column, one column per conference day, one row per start time, and a footer
 * with each day's session count. On a small screen it scrolls sideways inside a labelled, focusable region.
 */
export function TimetableGrid({ timetable }: { timetable: Timetable }) {
  const captionId = useId();
  const { days, rows } = timetable;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1).
    <section className="ds-scroll-x att-tt-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table className="att-tt-grid">
        <caption id={captionId} className="att-tt-grid__caption">
          Timetable: sessions by start time, one column per day
        </caption>
        <thead>
          <tr>
            <th scope="col" className="att-tt-grid__time-heading">
              Time
            </th>
            {days.map((day) => (
              <th key={day.date} scope="col" className={`att-tt-day att-tt-day--${day.colour}`}>
                {day.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.start}>
              <th scope="row" className="att-tt-grid__time">
                {row.label}
              </th>
              {row.cells.map((entries, index) => (
                <td key={days[index]!.date}>{entries.length > 0 && <TimetableSessionList entries={entries} />}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="att-tt-grid__time">
              Sessions per day
            </th>
            {days.map((day) => (
              <td key={day.date} className="att-tt-grid__count">
                {sessionCountText(day.count)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
