import type { AdminSession } from '@cc/api/contract';
import { Dialog } from '@cc/design-system';
import { SessionEditor } from '../../session-editor/components/session-editor';

interface SessionEditDialogProps {
  session: AdminSession | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The content moderator's session edit: the Sessions tab's one session editor, in the design-system Dialog. */
export function SessionEditDialog({ session, onClose, onDone }: SessionEditDialogProps) {
  return (
    <Dialog
      open={session !== null}
      onClose={onClose}
      title={session ? `Edit session: ${session.title}` : 'Edit session'}
      headingLevel={3}
      className="cc-content-dialog"
    >
      {session && (
        <SessionEditor
          key={session.id}
          session={session}
          headingLevel={4}
          hideHeading
          onClose={onClose}
          onDone={(message) => onDone(message)}
        />
      )}
    </Dialog>
  );
}
