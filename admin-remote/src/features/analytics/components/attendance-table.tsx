import type { AnalyticsAttendance } from '@cc/api/contract';
import { useId } from 'react';
import { formatExact } from '../utils/format';

/** Expected attendance of the first 10 sessions: max(2 × bookmarks, 10). */
export function AttendanceTable({ rows }: { rows: readonly AnalyticsAttendance[] }) {
  const headingId = useId();
  const captionId = useId();
  return (
    <section className="cc-chart cc-chart--wide" aria-labelledby={headingId}>
      <h3 id={headingId}>Attendance estimate</h3>
      <p className="ds-text-muted">
        The first {rows.length} sessions of the programme. Expected attendance is twice the bookmarks, and at least 10.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1). */}
      <section className="ds-scroll-x" aria-labelledby={captionId} tabIndex={0}>
        <table className="cc-chart__data">
          <caption id={captionId} className="ds-visually-hidden">
            Attendance estimate for the first {rows.length} sessions
          </caption>
          <thead>
            <tr>
              <th scope="col">Session</th>
              <th scope="col">Bookmarks</th>
              <th scope="col">Expected attendance</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.sessionId}>
                <th scope="row">{row.title}</th>
                <td>{formatExact(row.bookmarks)}</td>
                <td>{formatExact(row.expected)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
