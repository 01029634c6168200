import type { AnalyticsDay } from '@cc/api/contract';
import { useId } from 'react';
import { formatCount, formatDay, formatExact } from '../utils/format';
import { TableToggle } from './table-toggle';

type SeriesKey = 'questions' | 'bookmarks' | 'userActions';

// Told apart by dash pattern as well as colour (WCAG 1.4.1).
const SERIES: { key: SeriesKey; label: string; className: string; dash: string | undefined }[] = [
  { key: 'userActions', label: 'User actions', className: 'cc-line--actions', dash: undefined },
  { key: 'bookmarks', label: 'Bookmarks', className: 'cc-line--bookmarks', dash: '8 4' },
  { key: 'questions', label: 'Questions', className: 'cc-line--questions', dash: '2 3' },
];

const WIDTH = 600;
const HEIGHT = 160;

function points(days: readonly AnalyticsDay[], key: SeriesKey, max: number): string {
  const step = days.length > 1 ? WIDTH / (days.length - 1) : 0;
  return days
    .map((day, index) => `${(index * step).toFixed(1)},${(HEIGHT - (day[key] / max) * HEIGHT).toFixed(1)}`)
    .join(' ');
}

/** Per-day questions, bookmarks and user actions as an inline SVG line chart, with its table. */
export function ActivityChart({ days }: { days: readonly AnalyticsDay[] }) {
  const headingId = useId();
  const max = Math.max(1, ...days.flatMap((day) => [day.questions, day.bookmarks, day.userActions]));
  const first = days[0];
  const last = days.at(-1);
  const totals = SERIES.map((series) => ({
    ...series,
    total: days.reduce((sum, day) => sum + day[series.key], 0),
  }));
  const busiest = days.reduce<AnalyticsDay | undefined>(
    (best, day) => (!best || day.userActions > best.userActions ? day : best),
    undefined,
  );
  const span = first && last ? `from ${formatDay(first.date)} to ${formatDay(last.date)}` : '';
  const summary = [
    `Activity per day ${span}`,
    `in total ${totals.map((series) => `${formatExact(series.total)} ${series.label.toLowerCase()}`).join(', ')}`,
    busiest && busiest.userActions > 0
      ? `most user actions on ${formatDay(busiest.date)} (${formatExact(busiest.userActions)})`
      : '',
  ]
    .filter(Boolean)
    .join('; ');

  return (
    <section className="cc-chart cc-chart--wide" aria-labelledby={headingId}>
      <h3 id={headingId}>Activity over time</h3>
      <ul className="cc-legend" aria-label="Legend">
        {totals.map((series) => (
          <li key={series.key}>
            <svg className="cc-legend__swatch" viewBox="0 0 24 8" aria-hidden="true" focusable="false">
              <line
                x1="0"
                y1="4"
                x2="24"
                y2="4"
                className={`cc-line ${series.className}`}
                strokeDasharray={series.dash}
              />
            </svg>
            {series.label} ({formatCount(series.total)})
          </li>
        ))}
      </ul>
      <div className="cc-activity" role="img" aria-label={summary}>
        <span className="cc-activity__max" aria-hidden="true">
          {formatCount(max)}
        </span>
        <svg
          className="cc-activity__plot"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="cc-activity__axis" />
          {SERIES.map((series) => (
            <polyline
              key={series.key}
              points={points(days, series.key, max)}
              className={`cc-line ${series.className}`}
              strokeDasharray={series.dash}
            />
          ))}
        </svg>
        <span className="cc-activity__dates" aria-hidden="true">
          <span>{first ? formatDay(first.date) : ''}</span>
          <span>{last ? formatDay(last.date) : ''}</span>
        </span>
      </div>
      <TableToggle>
        <table className="cc-chart__data">
          <caption>Activity per day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Questions</th>
              <th scope="col">Bookmarks</th>
              <th scope="col">User actions</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{formatDay(day.date)}</time>
                </th>
                <td>{formatExact(day.questions)}</td>
                <td>{formatExact(day.bookmarks)}</td>
                <td>{formatExact(day.userActions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableToggle>
    </section>
  );
}
