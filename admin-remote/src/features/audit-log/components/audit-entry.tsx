import type { AuditLogEntry } from '@cc/api/contract';
import { Button } from '@cc/design-system';
import { useId, useState } from 'react';
import { changedRows, diffFields, fieldName } from '../utils/field-diff';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

/** A created record has only values after, a deleted one only before: one value column is enough then. */
function valueColumns(entry: AuditLogEntry): ('before' | 'after')[] {
  if (entry.before === null || entry.before === undefined) return ['after'];
  if (entry.after === null || entry.after === undefined) return ['before'];
  return ['before', 'after'];
}

function captionFor(entry: AuditLogEntry): string {
  if (entry.before === null || entry.before === undefined) return 'Fields set';
  if (entry.after === null || entry.after === undefined) return 'Fields before removal';
  return 'Fields changed';
}

function Value({ text }: { text: string | null }) {
  return text === null ? (
    <span className="ds-text-muted">(empty)</span>
  ) : (
    <span className="cc-audit-value">{text}</span>
  );
}

/** One audit entry: who did what to which record and when, and its field changes behind a disclosure button. */
export function AuditEntry({ entry }: { entry: AuditLogEntry }) {
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const rows = diffFields(entry.before, entry.after);
  const changed = changedRows(rows);
  const unchanged = rows.length - changed.length;
  const columns = valueColumns(entry);
  const record = `${fieldName(entry.entity)}${entry.entityId ? ` ${entry.entityId}` : ''}`;

  return (
    <article className="cc-audit-entry">
      <h3 className="cc-audit-entry__action">{entry.action}</h3>
      <dl className="cc-audit-entry__facts">
        <div>
          <dt>Record</dt>
          <dd>{record}</dd>
        </div>
        <div>
          <dt>By</dt>
          <dd>{entry.actorEmail ?? 'System'}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>
            <time dateTime={entry.createdAt}>{timeFormat.format(new Date(entry.createdAt))}</time>
          </dd>
        </div>
      </dl>
      {changed.length === 0 ? (
        <p className="ds-text-muted cc-audit-entry__none">No field changes recorded.</p>
      ) : (
        <>
          <Button
            variant="secondary"
            size="small"
            aria-expanded={open}
            aria-controls={changesId}
            onClick={() => setOpen(!open)}
          >
            Show changes ({changed.length} {changed.length === 1 ? 'field' : 'fields'})
          </Button>
          <div id={changesId} className="cc-audit-entry__changes" hidden={!open}>
            <table className="cc-audit-diff">
              <caption>{captionFor(entry)}</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column === 'before' ? 'Before' : 'After'}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {changed.map((row) => (
                  <tr key={row.field}>
                    <th scope="row">{row.field}</th>
                    {columns.map((column) => (
                      <td key={column}>
                        <Value text={row[column]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            {unchanged > 0 && (
              <p className="ds-text-muted">
                {unchanged} unchanged {unchanged === 1 ? 'field' : 'fields'} not shown.
              </p>
            )}
          </div>
        </>
      )}
    </article>
  );
}
