import type { AdminAnalytics, AnalyticsTotal } from '@cc/api/contract';
import { cx } from '@cc/design-system';
import { formatChange, formatCount, formatExact } from '../utils/format';

type TotalKey = keyof AdminAnalytics['totals'];

// The five totals (admin.md §2 Analytics) and what 'current' counts for each.
const TOTALS: { key: TotalKey; label: string; counted: string; note?: string }[] = [
  { key: 'questions', label: 'Total Questions', counted: 'asked' },
  { key: 'bookmarks', label: 'Total Bookmarks', counted: 'made' },
  { key: 'activeUsers', label: 'Active Users', counted: 'active', note: 'in the last 30 days' },
  { key: 'announcements', label: 'Announcements', counted: 'published' },
  { key: 'sessions', label: 'Sessions', counted: 'added' },
];

function changeTone(total: AnalyticsTotal): string {
  if (total.change === null || total.change === 0) return 'cc-total__change--flat';
  return total.change > 0 ? 'cc-total__change--up' : 'cc-total__change--down';
}

/** The five headline figures, each with its change against the previous range of the same length. */
export function AnalyticsTotals({ totals, days }: { totals: AdminAnalytics['totals']; days: number }) {
  return (
    <dl className="cc-totals">
      {TOTALS.map(({ key, label, counted, note }) => {
        const total = totals[key];
        return (
          <div key={key} className="cc-total">
            <dt>{label}</dt>
            <dd className="cc-total__value">
              <span aria-hidden="true">{formatCount(total.value)}</span>
              <span className="ds-visually-hidden">{formatExact(total.value)}</span>
              {note && <span className="cc-total__note"> {note}</span>}
            </dd>
            <dd className={cx('cc-total__change', changeTone(total))}>
              Change: {formatChange(total.change)}
              {total.change !== null && ` vs the previous ${days} days`}
            </dd>
            <dd className="cc-total__detail">
              {formatExact(total.current)} {counted} in the last {days} days, {formatExact(total.previous)} in the{' '}
              {days} days before
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
