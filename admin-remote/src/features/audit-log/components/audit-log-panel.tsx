import { Alert, Button, LoadingIndicator, SelectField } from '@cc/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { useConference } from '../../../lib/use-conference';
import { useAuditLog } from '../api/get-audit-log';
import { entityLabel } from '../utils/audit-labels';
import { AuditEntry } from './audit-entry';
import './audit-log.css';

/** The Audit log tab (BEYOND "Audit trail"): every admin change, newest first, with its field changes. */
export default function AuditLogPanel() {
  const [entity, setEntity] = useState<string | null>(null);
  const log = useAuditLog(entity);
  const timeZone = useConference().data?.timeZone;
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);

  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const entities = log.data?.pages[0]?.entities ?? [];
  // Keep the chosen filter among the options while its first page loads.
  const options = entity && !entities.includes(entity) ? [...entities, entity] : entities;

  // After 'Load older entries', move focus to the first new entry so the reader continues from there.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || entries.length <= index) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.focus();
  }, [entries.length]);

  const loadMore = () => {
    focusFrom.current = entries.length;
    void log.fetchNextPage();
  };

  return (
    <section className="cc-audit ds-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Audit log</h2>
      <p className="ds-prose">
        Every change made in the admin area: who made it, when, and what it changed. Newest first. Times are the
        conference's local time.
      </p>
      <SelectField
        label="Record type"
        className="cc-audit__filter"
        value={entity ?? ''}
        onChange={(event) => setEntity(event.target.value || null)}
      >
        <option value="">All records</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {entityLabel(name)}
          </option>
        ))}
      </SelectField>

      {log.isPending && <LoadingIndicator message="Loading audit log..." />}
      {log.isError && !log.data && (
        <div className="ds-stack">
          <Alert tone="error">Failed to load the audit log: {log.error.message}</Alert>
          <Button variant="secondary" onClick={() => log.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {log.isSuccess && entries.length === 0 && <p>No audit entries yet.</p>}
      {entries.length > 0 && (
        <ol ref={listRef} className="cc-audit__list" aria-label="Audit entries, newest first">
          {entries.map((entry) => (
            <li key={entry.id} tabIndex={-1}>
              <AuditEntry entry={entry} timeZone={timeZone} />
            </li>
          ))}
        </ol>
      )}
      {log.isFetchNextPageError && <Alert tone="error">Failed to load older entries: {log.error?.message}</Alert>}
      {log.hasNextPage && (
        <Button
          variant="secondary"
          className="cc-audit__more"
          loading={log.isFetchingNextPage}
          loadingLabel="Loading..."
          onClick={loadMore}
        >
          Load older entries
        </Button>
      )}
    </section>
  );
}
