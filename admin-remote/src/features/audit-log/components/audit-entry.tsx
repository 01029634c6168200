import type { AuditLogEntry } from '@cc/api/contract';
import { Button } from '@cc/design-system';
import { useId, useState } from 'react';
import { actionLabel, entityLabel, fieldLabel } from '../utils/audit-labels';
import { formatAuditTime, readableValue } from '../utils/audit-time';
import { changedRows, diffFields } from '../utils/field-diff';

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

/** What the record was called, from either side: a title, a question's text or a person's name or email. */
function recordName(entry: AuditLogEntry): string | null {
  for (const side of [entry.after, entry.before]) {
    if (typeof side !== 'object' || side === null) continue;
    const fields = side as Record<string, unknown>;
    for (const key of ['title', 'text', 'name', 'email']) {
      const value = fields[key];
      if (typeof value === 'string' && value.trim()) return value.length > 80 ? `${value.slice(0, 80)}...` : value;
    }
  }
  return null;
}

/** The person by name, with their email to tell two of the same name apart; the email alone once they are gone. */
export function actorText(entry: Pick<AuditLogEntry, 'actorName' | 'actorEmail'>): string {
  if (entry.actorName && entry.actorEmail) return `${entry.actorName} (${entry.actorEmail})`;
  return entry.actorName ?? entry.actorEmail ?? 'The system';
}

/** One audit entry: who did what to which record and when, and its field changes behind a disclosure button. */
export function AuditEntry({ entry, timeZone }: { entry: AuditLogEntry; timeZone: string | undefined }) {
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const rows = diffFields(entry.before, entry.after, {
    label: fieldLabel,
    show: (value) => readableValue(value, timeZone),
  });
  const changed = changedRows(rows);
  const unchanged = rows.length - changed.length;
  const columns = valueColumns(entry);
  const name = recordName(entry);
  const record = `${entityLabel(entry.entity)}${entry.entityId ? ` ${entry.entityId}` : ''}${name ? `: ${name}` : ''}`;

  return (
    <article className="cc-audit-entry">
      <h3 className="cc-audit-entry__action">{actionLabel(entry.action)}</h3>
      <dl className="cc-audit-entry__facts">
        <div>
          <dt>Record</dt>
          <dd>{record}</dd>
        </div>
        <div>
          <dt>By</dt>
          <dd>{actorText(entry)}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>
            <time dateTime={entry.createdAt}>{formatAuditTime(entry.createdAt, timeZone)}</time>
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
