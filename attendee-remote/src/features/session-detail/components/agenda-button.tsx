import type { Session } from '@cc/api/contract';
import { Button } from '@cc/design-system';
import { useId } from 'react';

export const BOOKMARK_ERROR_TEXT = 'Error updating bookmark. Please try again.';

export interface AgendaButtonProps {
  session: Pick<Session, 'title' | 'status'>;
  bookmarked: boolean;
  /** The agenda is still loading: the button waits. */
  loading?: boolean;
  error?: boolean;
  onToggle: () => void;
}

/**
 * Add to Agenda / Remove from Agenda on the session page (attendee.md §2). A cancelled session cannot be added:
 * the button reads 'Session Cancelled' and is disabled; one already in the agenda can still be removed.
 * aria-disabled (not disabled) keeps the button focusable, so focus is not lost when it changes state.
 */
export function AgendaButton({ session, bookmarked, loading = false, error = false, onToggle }: AgendaButtonProps) {
  const errorId = useId();
  const blocked = session.status === 'cancelled' && !bookmarked;
  return (
    <div className="att-agenda-button">
      <Button
        variant={bookmarked ? 'secondary' : 'primary'}
        aria-disabled={blocked || undefined}
        loading={loading}
        aria-describedby={error ? errorId : undefined}
        // Pressed before the page is ready: carried out once it is and the agenda has loaded.
        data-cc-replay="agenda-button"
        onClick={() => {
          if (!blocked) onToggle();
        }}
      >
        {blocked ? 'Session Cancelled' : bookmarked ? 'Remove from Agenda' : 'Add to Agenda'}
      </Button>
      {error && (
        <p id={errorId} className="att-agenda-button__error">
          {BOOKMARK_ERROR_TEXT}
        </p>
      )}
    </div>
  );
}
