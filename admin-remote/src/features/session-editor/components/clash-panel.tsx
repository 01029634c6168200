import type { ClashOverride } from '@cc/api/contract';
import { announce, Button, TextArea } from '@cc/design-system';
import { forwardRef, useId, useState } from 'react';

export interface ClashPanelProps {
  /** Each clash, written out (the API's messages). */
  messages: readonly string[];
  /** Heading level of the panel's name. */
  headingLevel: 3 | 4 | 5;
  /** What saving anyway does, e.g. "Save anyway" or "Reinstate anyway". */
  actionLabel: string;
  busy: boolean;
  onSaveAnyway: (override: ClashOverride) => void;
}

/**
 * The clashes a save would make (issue 27), named before anything is saved: the list, then a labelled reason and
 * "Save anyway", which the API records in the audit log with the clashes. The parent focuses the panel when it
 * appears; the clashes are announced there.
 */
export const ClashPanel = forwardRef<HTMLElement, ClashPanelProps>(function ClashPanel(
  { messages, headingLevel, actionLabel, busy, onSaveAnyway },
  ref,
) {
  const headingId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const Heading = (['h3', 'h4', 'h5'] as const)[headingLevel - 3] ?? 'h4';
  const count = messages.length === 1 ? 'One clash' : `${messages.length} clashes`;

  const saveAnyway = () => {
    if (!reason.trim()) {
      const text = 'Say why the clash is acceptable before saving anyway';
      setError(text);
      announce(text, 'assertive');
      document.getElementById(`${headingId}-reason`)?.focus();
      return;
    }
    setError(undefined);
    onSaveAnyway({ reason: reason.trim() });
  };

  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={headingId} className="cc-session-editor__clashes">
      <Heading id={headingId}>{count}: not saved yet</Heading>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <p>Change the date, time, room or speakers and save again, or save anyway and say why.</p>
      <TextArea
        id={`${headingId}-reason`}
        label="Reason for saving over the clash"
        hint="Kept in the audit log with the clashes"
        required
        rows={2}
        maxLength={1000}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button variant="secondary" loading={busy} loadingLabel="Saving..." onClick={saveAnyway}>
        {actionLabel}
      </Button>
    </section>
  );
});
