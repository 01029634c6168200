import type { AnalyticsDays } from '@cc/api/contract';
import { Alert, announce, Button, LoadingIndicator } from '@cc/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { useAnalytics } from '../api/get-analytics';
import { formatDay, humanize } from '../utils/format';
import { ActivityChart } from './activity-chart';
import { AnalyticsTotals } from './analytics-totals';
import { AttendanceTable } from './attendance-table';
import { BarChart } from './bar-chart';
import './analytics.css';

const RANGES: readonly AnalyticsDays[] = [7, 30, 90];

/** The Analytics tab (admin.md §2, §9): every figure computed by the server for the chosen range. */
export default function AnalyticsPanel() {
  const [days, setDays] = useState<AnalyticsDays>(7);
  const analytics = useAnalytics(days);
  const headingId = useId();
  const data = analytics.data;
  const current = data !== undefined && !analytics.isPlaceholderData;

  // Say when the figures for a newly chosen range have arrived (not on the first load).
  const announced = useRef<AnalyticsDays>(days);
  useEffect(() => {
    if (!current || announced.current === data.days) return;
    announced.current = data.days;
    announce(`Showing analytics for the last ${data.days} days`);
  }, [current, data]);

  const refresh = async () => {
    const result = await analytics.refetch();
    if (result.isSuccess) announce('Analytics refreshed');
  };

  const first = data?.activity[0]?.date;
  const last = data?.activity.at(-1)?.date;

  return (
    <section className="cc-analytics ds-stack" aria-labelledby={headingId} aria-busy={analytics.isFetching}>
      <h2 id={headingId}>Analytics</h2>
      <div className="cc-analytics__controls ds-cluster">
        <fieldset className="ds-fieldset cc-analytics__range-picker">
          <legend>Date range</legend>
          <div className="ds-cluster ds-cluster--small">
            {RANGES.map((range) => (
              <Button key={range} variant="secondary" aria-pressed={days === range} onClick={() => setDays(range)}>
                Last {range} days
              </Button>
            ))}
          </div>
        </fieldset>
        <Button
          variant="secondary"
          loading={analytics.isFetching && current}
          loadingLabel="Refreshing..."
          onClick={refresh}
        >
          Refresh
        </Button>
      </div>

      {analytics.isPending && <LoadingIndicator message="Loading analytics..." />}
      {analytics.isError && !data && (
        <div className="ds-stack">
          <Alert tone="error">Failed to load analytics data</Alert>
          <Button variant="secondary" onClick={() => analytics.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {analytics.isError && data && <Alert tone="error">Failed to load analytics data</Alert>}
      {data && !current && <LoadingIndicator size="small" message={`Loading the last ${days} days...`} />}

      {data && (
        <>
          {first && last && (
            <p className="cc-analytics__range">
              The last {data.days} days, {formatDay(first)} to {formatDay(last)}, compared with the {data.days} days
              before.
            </p>
          )}
          <AnalyticsTotals totals={data.totals} days={data.days} />
          <div className="cc-analytics__charts">
            <ActivityChart days={data.activity} />
            <BarChart
              title="Question status"
              data={data.questionStatus}
              columns={['Status', 'Questions']}
              formatLabel={humanize}
              description="Every question, by status."
            />
            <BarChart
              title="Sessions by type"
              data={data.sessionsByType}
              columns={['Type', 'Sessions']}
              description="Every session, by format."
            />
            <BarChart
              title="Top user actions"
              data={data.topActions}
              columns={['Action', 'Times']}
              formatLabel={humanize}
              description={`The five most frequent actions in the last ${data.days} days.`}
            />
            <BarChart
              title="Device usage"
              data={data.deviceUsage}
              columns={['Device', 'User actions']}
              formatLabel={humanize}
              description={`User actions by device in the last ${data.days} days.`}
              showShare
            />
            <AttendanceTable rows={data.attendance} />
          </div>
        </>
      )}
    </section>
  );
}
