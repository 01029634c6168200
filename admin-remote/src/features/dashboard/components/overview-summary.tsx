import type { AdminOverview } from '@cc/api/contract';
import { Alert, Button, LoadingIndicator } from '@cc/design-system';
import { useOverview } from '../api/get-overview';

// Labels and order of the dashboard's stat cards (admin.md §2 Dashboard).
const counts: { key: keyof AdminOverview; label: string }[] = [
  { key: 'questions', label: 'Total Questions' },
  { key: 'pendingQuestions', label: 'Pending Questions' },
  { key: 'announcements', label: 'Announcements' },
  { key: 'sessions', label: 'Sessions' },
  { key: 'bookmarks', label: 'Bookmarks' },
];

/** Headline counts from GET /api/admin/overview, as a description list. */
export function OverviewSummary() {
  const overview = useOverview();
  return (
    <section className="cc-admin-overview" aria-labelledby="cc-admin-overview-heading">
      <h2 id="cc-admin-overview-heading">Overview</h2>
      {overview.isPending && <LoadingIndicator message="Loading overview..." />}
      {overview.isError && (
        <>
          <Alert tone="error">Failed to load dashboard statistics</Alert>
          <Button variant="secondary" onClick={() => overview.refetch()}>
            Retry
          </Button>
        </>
      )}
      {overview.data && (
        <dl className="cc-admin-overview__counts">
          {counts.map(({ key, label }) => (
            <div key={key} className="cc-admin-overview__count">
              <dt>{label}</dt>
              <dd>{overview.data[key].toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
