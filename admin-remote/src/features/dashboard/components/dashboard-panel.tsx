import { ApiRequestError } from '@cc/api/client';
import type { PublicUser } from '@cc/api/contract';
import { Alert, announce, Button, LoadingIndicator } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { formatClockTime } from '../../../lib/format-datetime';
import { type LiveUpdate, useLiveTopic } from '../../../lib/use-live-topic';
import { dashboardQueryKey, useDashboard } from '../api/get-dashboard';
import { PendingReview } from './pending-review';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { SystemStatus } from './system-status';

/** admin.md §8: the dashboard's error texts. */
function loadErrorText(error: Error): string {
  return error instanceof ApiRequestError
    ? `Failed to load dashboard statistics: ${error.message}`
    : `An unexpected error occurred: ${error.message}`;
}

/** What a live moderation event says to someone listening, when it is news (a new pending item). */
function arrivalMessage(update: LiveUpdate): string | null {
  if (update.kind !== 'events') return null;
  const questions = update.events.filter(
    (event) => event.type === 'question.created' && (event.data as { status?: string }).status === 'pending',
  ).length;
  const urls = update.events.filter((event) => event.type === 'presenter_url.created').length;
  if (questions === 0 && urls === 0) return null;
  const parts = [];
  if (questions > 0) parts.push(questions === 1 ? 'New question to review' : `${questions} new questions to review`);
  if (urls > 0) parts.push(urls === 1 ? 'New presenter URL to review' : `${urls} new presenter URLs to review`);
  return parts.join('. ');
}

/** The Dashboard tab (admin.md §2 Dashboard, §8, §9; BEYOND D7, D8). */
export default function DashboardPanel({ user }: { user?: PublicUser }) {
  const queryClient = useQueryClient();
  // New pending questions and URLs arrive on the admins' 'moderation' topic; any change there refreshes.
  const live = useLiveTopic('moderation', (update) => {
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    const message = arrivalMessage(update);
    if (message) announce(message);
  });
  const dashboard = useDashboard({ poll: live !== 'live' });
  const { data } = dashboard;

  const refresh = async () => {
    const result = await dashboard.refetch();
    if (!result.isError) announce('Dashboard refreshed');
  };

  return (
    <section className="cc-dash" aria-labelledby="cc-dash-heading">
      <div className="cc-dash__head">
        <div>
          <h2 id="cc-dash-heading">Dashboard</h2>
          <p>Welcome back{user ? `, ${user.name}` : ''}. Here is what needs your attention.</p>
          <p className="cc-dash__meta">
            {data && (
              <>
                Last updated{' '}
                <time dateTime={new Date(dashboard.dataUpdatedAt).toISOString()}>
                  {formatClockTime(dashboard.dataUpdatedAt)}
                </time>
                .{' '}
              </>
            )}
            {live === 'live'
              ? 'Live updates are on.'
              : 'Live updates are not connected: checking for new items every 30 seconds.'}
          </p>
        </div>
        <Button variant="secondary" loading={dashboard.isFetching && !dashboard.isPending} onClick={refresh}>
          Refresh
        </Button>
      </div>

      {dashboard.isError && (
        <div className="cc-dash__error">
          <Alert tone="error">{loadErrorText(dashboard.error)}</Alert>
          {!data && (
            <Button variant="secondary" onClick={() => dashboard.refetch()}>
              Retry
            </Button>
          )}
        </div>
      )}
      {dashboard.isPending && <LoadingIndicator message="Loading dashboard..." />}
      {data && (
        <>
          <PendingReview dashboard={data} />
          <StatCards stats={data.stats} />
          <QuickActions />
          <RecentActivity questions={data.recentQuestions} />
          <SystemStatus system={data.system} />
        </>
      )}
    </section>
  );
}
