import type { AgendaEntry } from '@cc/api/contract';
import { Alert } from '@cc/design-system';

function count(n: number, one: string, many: string) {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

/**
 * What needs the attendee's attention across the whole agenda, before they read entry by entry:
 * cancellations and changes since sessions were added, and clashes. Nothing when all is well.
 */
export function AgendaSummary({
  entries,
  clashes,
}: {
  entries: readonly AgendaEntry[];
  clashes: ReadonlyMap<number, string[]>;
}) {
  const cancelled = entries.filter((e) => e.changes.cancelled).length;
  const changed = entries.filter((e) => e.changes.timeChanged || e.changes.roomChanged).length;
  const clashing = entries.filter((e) => (clashes.get(e.session.id)?.length ?? 0) > 0).length;
  const lines = [
    cancelled > 0 && `${count(cancelled, 'session has', 'sessions have')} been cancelled since you added them.`,
    changed > 0 && `${count(changed, 'session has', 'sessions have')} changed time or room since you added them.`,
    clashing > 0 &&
      `${count(clashing, 'session clashes', 'sessions clash')} with another session or leave too little time to get there.`,
  ].filter((line): line is string => typeof line === 'string');
  if (lines.length === 0) return null;
  return (
    <Alert tone="warning" title="Check your agenda" className="att-agenda-summary">
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Alert>
  );
}
