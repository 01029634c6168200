import type { AgendaEntry, BookmarkList } from '@cc/api/contract';
import {
  Button,
  buttonClassName,
  cx,
  formatDateGB,
  formatTimeRange,
  type HeadingLevel,
  VisuallyHidden,
} from '@cc/design-system';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { REMOVE_ERROR, type RemoveBookmark, useRemoveFromAgenda } from '../api/remove-from-agenda';
import { changeTexts } from '../utils/change-texts';
import { entryLocation, entrySpeakers } from '../utils/entry-display';

export interface AgendaEntryCardProps {
  entry: AgendaEntry;
  headingLevel: HeadingLevel;
  /** Clash texts for this session (findClashes). */
  clashes: readonly string[];
  /** List View shows the date on each entry; the schedule view has it in the day's heading. */
  showDate: boolean;
  /** Added while offline and not yet sent to the server (issue 18: offline honesty). */
  waiting?: boolean;
  onBookmarksChanged?: (list: BookmarkList) => void;
  onRemoved?: (entry: AgendaEntry, remaining: number) => void;
  removeBookmark?: RemoveBookmark | undefined;
}

export const WAITING_TEXT = 'Added while offline: waiting to be sent when you are back online';

export function AgendaEntryCard({
  entry,
  headingLevel,
  clashes,
  showDate,
  waiting = false,
  onBookmarksChanged,
  onRemoved,
  removeBookmark,
}: AgendaEntryCardProps) {
  const { session } = entry;
  const cancelled = session.status === 'cancelled';
  const headingId = useId();
  const errorId = useId();
  const remove = useRemoveFromAgenda({ onBookmarksChanged, onRemoved, removeBookmark });
  const Heading = `h${headingLevel}` as const;
  const speakers = entrySpeakers(session);
  const notices = [...(waiting ? [WAITING_TEXT] : []), ...changeTexts(entry), ...clashes];
  const detailsPath = `/session/${session.id}`;

  return (
    <article className={cx('att-agenda-entry', cancelled && 'att-agenda-entry--cancelled')} aria-labelledby={headingId}>
      <p className="att-agenda-entry__when">
        {showDate && (
          <>
            <span className="att-agenda-entry__date">{formatDateGB(session.sessionDate)}</span>{' '}
          </>
        )}
        <span className="att-agenda-entry__time">{formatTimeRange(session.startTime, session.endTime)}</span>
      </p>
      <Heading id={headingId} className="att-agenda-entry__title">
        <Link to={detailsPath} className="att-agenda-entry__link ds-target">
          {session.title}
        </Link>
        {cancelled && (
          <>
            {' '}
            <span className="att-agenda-entry__cancelled">(CANCELLED)</span>
          </>
        )}
      </Heading>

      {cancelled && (
        <div className="att-agenda-notice att-agenda-notice--cancelled">
          <p>
            <span aria-hidden="true" className="att-agenda-notice__icon">
              ✕
            </span>{' '}
            <strong>This session has been cancelled</strong>
          </p>
          {session.cancellationNotes && <p>{session.cancellationNotes}</p>}
        </div>
      )}

      {notices.length > 0 && (
        <ul className="att-agenda-notices">
          {notices.map((text) => (
            <li key={text} className="att-agenda-notice">
              <span aria-hidden="true" className="att-agenda-notice__icon">
                ⚠
              </span>{' '}
              {text}
            </li>
          ))}
        </ul>
      )}

      <dl className="att-agenda-entry__details">
        <div>
          <dt>Speakers:</dt>
          <dd>{speakers.length > 0 ? speakers.join(', ') : 'TBA'}</dd>
        </div>
        <div>
          <dt>Location:</dt>
          <dd>{entryLocation(session) ?? 'TBA'}</dd>
        </div>
      </dl>

      <div className="att-agenda-entry__actions">
        <Link to={detailsPath} className={buttonClassName({ variant: 'secondary', size: 'small' })}>
          View Details <VisuallyHidden>{session.title}</VisuallyHidden>
        </Link>
        <Button
          variant="danger"
          size="small"
          loading={remove.isPending}
          loadingLabel={
            <>
              Removing... <VisuallyHidden>{session.title}</VisuallyHidden>
            </>
          }
          aria-describedby={remove.isError ? errorId : undefined}
          onClick={() => remove.mutate(entry)}
        >
          Remove <VisuallyHidden>{session.title}</VisuallyHidden>
        </Button>
      </div>
      {/* Announced by the live region as well; shown here so it is seen beside the button. */}
      {remove.isError && (
        <p id={errorId} className="att-agenda-entry__error">
          {REMOVE_ERROR}
        </p>
      )}
    </article>
  );
}
