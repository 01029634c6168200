import type { AdminSystemStatus } from '@cc/api/contract';
import { Alert, announce, Badge, Button } from '@cc/design-system';
import { formatClockTime } from '../../../lib/format-datetime';
import { useCheckSystemStatus } from '../api/check-system-status';

/** System Status from real checks (BEYOND D7): each with its state, what it found and when it was checked. */
export function SystemStatus({ system }: { system: AdminSystemStatus }) {
  const check = useCheckSystemStatus();
  const run = () =>
    check.mutate(undefined, {
      onSuccess: (result) => {
        const offline = result.checks.filter((c) => c.status === 'offline').length;
        announce(offline === 0 ? 'System status checked: all online' : `System status checked: ${offline} offline`);
      },
    });
  return (
    <section className="cc-dash__section" aria-labelledby="cc-dash-system">
      <h3 id="cc-dash-system">System Status</h3>
      <ul className="cc-dash__system">
        {system.checks.map((item) => (
          <li key={item.id} className="cc-dash__system-item">
            <span className="cc-dash__system-label">{item.label}</span>{' '}
            <Badge tone={item.status === 'online' ? 'success' : 'danger'}>
              {item.status === 'online' ? 'Online' : 'Offline'}
            </Badge>
            <span className="cc-dash__meta">
              {' '}
              {item.detail} · checked at <time dateTime={item.checkedAt}>{formatClockTime(item.checkedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="small" loading={check.isPending} onClick={run}>
        Check again
      </Button>
      {check.isError && <Alert tone="error">An unexpected error occurred: {check.error.message}</Alert>}
    </section>
  );
}
