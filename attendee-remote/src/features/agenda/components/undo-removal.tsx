import type { AgendaEntry } from '@cc/api/contract';
import { Button, MessageBanner, VisuallyHidden } from '@cc/design-system';
import { forwardRef } from 'react';

interface UndoRemovalProps {
  entry: AgendaEntry;
  pending: boolean;
  onUndo: () => void;
  onDismiss: () => void;
}

/** After Remove: what was removed, and a way to put it back (issue 18). Focus comes to Undo; the removal was announced. */
export const UndoRemoval = forwardRef<HTMLButtonElement, UndoRemovalProps>(function UndoRemoval(
  { entry, pending, onUndo, onDismiss },
  ref,
) {
  return (
    <MessageBanner tone="success" onDismiss={onDismiss} dismissLabel="Dismiss message">
      <p>Removed {entry.session.title} from your agenda.</p>
      <Button ref={ref} variant="secondary" loading={pending} loadingLabel="Putting it back..." onClick={onUndo}>
        Undo <VisuallyHidden>removing {entry.session.title}</VisuallyHidden>
      </Button>
    </MessageBanner>
  );
});
