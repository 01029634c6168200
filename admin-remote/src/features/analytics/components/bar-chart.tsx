import type { AnalyticsCount } from '@cc/api/contract';
import { useId } from 'react';
import { formatCount, formatExact } from '../utils/format';
import { TableToggle } from './table-toggle';

interface BarChartProps {
  title: string;
  data: readonly AnalyticsCount[];
  /** Column headings of the table equivalent, e.g. ['Status', 'Questions']. */
  columns: readonly [string, string];
  /** How a label is shown, e.g. 'page_view' → 'Page view'. */
  formatLabel?: (label: string) => string;
  description?: string;
  /** Add each bar's share of the total ('42%'). */
  showShare?: boolean;
}

function share(count: number, total: number): string {
  return total > 0 ? `${Math.round((count / total) * 100)}%` : '0%';
}

/**
 * Horizontal CSS bars: one image (role="img") whose name says every figure, plus a table equivalent behind
 * 'Show as table'. No chart library.
 */
export function BarChart({
  title,
  data,
  columns,
  formatLabel = (label) => label,
  description,
  showShare = false,
}: BarChartProps) {
  const headingId = useId();
  const total = data.reduce((sum, item) => sum + item.count, 0);
  const max = Math.max(1, ...data.map((item) => item.count));
  const rows = data.map((item) => ({
    label: formatLabel(item.label),
    count: item.count,
    text: showShare ? `${formatExact(item.count)} (${share(item.count, total)})` : formatExact(item.count),
  }));
  const summary = `${title}: ${rows.map((row) => `${row.label} ${row.text}`).join(', ')}`;

  return (
    <section className="cc-chart" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {description && <p className="ds-text-muted">{description}</p>}
      {total === 0 ? (
        <p>No data in this period.</p>
      ) : (
        <>
          <div className="cc-bars" role="img" aria-label={summary}>
            {rows.map((row) => (
              <div key={row.label} className="cc-bars__row">
                <span className="cc-bars__label">{row.label}</span>
                <span className="cc-bars__track">
                  <span className="cc-bars__bar" style={{ inlineSize: `${(row.count / max) * 100}%` }} />
                </span>
                <span className="cc-bars__value">
                  {formatCount(row.count)}
                  {showShare && ` (${share(row.count, total)})`}
                </span>
              </div>
            ))}
          </div>
          <TableToggle>
            <table className="cc-chart__data">
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{columns[0]}</th>
                  <th scope="col">{columns[1]}</th>
                  {showShare && <th scope="col">Share</th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{formatExact(row.count)}</td>
                    {showShare && <td>{share(row.count, total)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableToggle>
        </>
      )}
    </section>
  );
}
