import type { Session } from '@cc/api/contract';
import { Button, VisuallyHidden } from '@cc/design-system';
import { useId, useRef } from 'react';
import { useToggleState } from '../hooks/use-bookmark-toggles';
import { BOOKMARK_ERROR } from '../hooks/use-toggle-bookmark';
import { useBookmarkTogglesContext } from './bookmark-toggles-provider';

export interface BookmarkToggleProps {
  session: Pick<Session, 'id' | 'title' | 'status'>;
}

/** 'Add to Agenda' / 'In Agenda' for one session, with its own error message; inside a BookmarkTogglesProvider. */
export function BookmarkToggle({ session }: BookmarkToggleProps) {
  const toggles = useBookmarkTogglesContext();
  const errorId = useId();
  const { bookmarked, failed } = useToggleState(toggles, session.id);

  // A cancelled session cannot be added, but one already in the agenda can be taken out. Once
  // shown, the button stays (as an undo) so that removing it never drops keyboard focus.
  const shown = useRef(false);
  if (bookmarked || session.status !== 'cancelled') shown.current = true;
  if (!shown.current) return null;

  return (
    <div className="att-bookmark-toggle">
      <Button
        variant={bookmarked ? 'primary' : 'secondary'}
        aria-pressed={bookmarked}
        aria-describedby={failed ? errorId : undefined}
        data-cc-replay={`bookmark-${session.id}`}
        onClick={() => toggles.toggle(session, !bookmarked)}
      >
        <span aria-hidden="true" className="att-bookmark-toggle__icon">
          {bookmarked ? '✓' : '+'}
        </span>{' '}
        {bookmarked ? 'In Agenda' : 'Add to Agenda'} <VisuallyHidden>{session.title}</VisuallyHidden>
      </Button>
      {/* Already announced by the live region; shown here so it is seen next to the button. */}
      {failed && (
        <p id={errorId} className="att-bookmark-toggle__error">
          {BOOKMARK_ERROR}
        </p>
      )}
    </div>
  );
}
