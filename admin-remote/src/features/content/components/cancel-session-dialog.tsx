import type { AdminSession } from '@cc/api/contract';
import { Alert, Button, Dialog, formatDateGB, formatTimeRange, TextArea } from '@cc/design-system';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useCancelSession } from '../../session-editor/api/session-editor-api';
import { messages } from '../utils/messages';

interface CancelSessionDialogProps {
  session: AdminSession | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Cancel a session with an optional reason (admin.md §4): the server marks it cancelled and publishes the
 * announcement 'Session Cancelled: {title}' in the same step.
 */
export function CancelSessionDialog({ session, onClose, onDone }: CancelSessionDialogProps) {
  return (
    <Dialog
      open={session !== null}
      onClose={onClose}
      title="Cancel session"
      headingLevel={3}
      className="cc-content-dialog"
    >
      {session && <CancelForm key={session.id} session={session} onKeep={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function CancelForm({
  session,
  onKeep,
  onDone,
}: {
  session: AdminSession;
  onKeep: () => void;
  onDone: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelSession();
  const reasonInput = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const frame = requestAnimationFrame(() => reasonInput.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    cancel.mutate(
      { id: session.id, body: { reason: reason.trim() || undefined, version: session.version } },
      {
        onSuccess: () => onDone(messages.cancelled(session.title)),
        onError: (error) => setFailure(messages.cancelFailed(error.message)),
      },
    );
  };

  return (
    <form className="cc-content-form" onSubmit={submit} noValidate>
      <p>
        <strong>{session.title}</strong>
        <br />
        {formatDateGB(session.sessionDate)}, {formatTimeRange(session.startTime, session.endTime)}
      </p>
      <p>
        Attendees see the session as cancelled at once, and the announcement “Session Cancelled: {session.title}” is
        published in the news.
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextArea
        ref={reasonInput}
        label="Reason (optional)"
        hint="Shown to attendees in the announcement and on the session page"
        rows={3}
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="ds-cluster">
        <Button type="submit" variant="danger" loading={cancel.isPending} loadingLabel="Cancelling...">
          Cancel Session
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          Keep Session
        </Button>
      </div>
    </form>
  );
}
