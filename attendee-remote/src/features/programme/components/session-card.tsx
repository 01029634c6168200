import type { Session } from '@cc/api/contract';
import { Badge, buttonClassName, Card, VisuallyHidden } from '@cc/design-system';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PresenterLinks } from '../../../components/presenter-links';
import {
  descriptionExcerpt,
  isCancelled,
  SPEAKER_FALLBACK,
  sessionDateText,
  sessionLocation,
  sessionSpeakers,
  sessionTimeText,
  trackLabel,
} from '../utils/session-display';

export interface SessionCardProps {
  session: Session;
  /**
   * Extra buttons beside View Details (the agenda toggle), supplied by the page that composes features. A function
   * rather than elements, so that a card whose session is unchanged is not redrawn when the list is (memo below):
   * typing in the search box redraws the list, and drawing a hundred cards again blocks a phone.
   */
  renderActions?: (session: Session) => ReactNode;
}

export const SessionCard = memo(function SessionCard({ session, renderActions }: SessionCardProps) {
  const cancelled = isCancelled(session);
  const label = trackLabel(session);
  const detailsPath = `/session/${session.id}`;
  const speakerCount = sessionSpeakers(session).length;

  return (
    <Card
      as="article"
      // Under the programme's day (h2) and start time (h3) headings.
      headingLevel={4}
      className={cancelled ? 'att-session-card att-session-card--cancelled' : 'att-session-card'}
      heading={
        <>
          {/* Out of the Tab order: View Details below goes to the same page, and one stop per action per card
              (issue 18) halves what a switch or keyboard user passes on the way down the programme. Pointer and
              screen reader users still have the title as a link. */}
          <Link to={detailsPath} className="att-session-card__title ds-target" tabIndex={-1}>
            {session.title}
          </Link>
          {/* Inside the heading so that moving by headings also hears that it is cancelled. */}
          {cancelled && (
            <>
              {' '}
              <Badge tone="danger" className="att-session-card__cancelled">
                CANCELLED
              </Badge>
            </>
          )}
        </>
      }
      footer={
        <div className="att-session-card__actions">
          <Link to={detailsPath} className={buttonClassName({ variant: 'secondary' })}>
            View Details <VisuallyHidden>{session.title}</VisuallyHidden>
          </Link>
          {renderActions?.(session)}
        </div>
      }
    >
      {label && (
        <p className="att-session-card__code">
          <Badge tone="info">
            <VisuallyHidden>{session.track ? 'Track ' : 'Session '}</VisuallyHidden>
            {label}
          </Badge>
        </p>
      )}
      <dl className="att-session-card__details">
        <div>
          <dt>Date</dt>
          <dd>{sessionDateText(session)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{sessionTimeText(session)}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{sessionLocation(session)}</dd>
        </div>
        <div>
          <dt>{speakerCount > 1 ? 'Speakers' : 'Speaker'}</dt>
          <dd>
            <PresenterLinks session={session} fallback={SPEAKER_FALLBACK} tabbable={false} />
          </dd>
        </div>
        {session.track && (
          <div>
            <dt>Track</dt>
            <dd>{session.track}</dd>
          </div>
        )}
        <div>
          <dt>Category</dt>
          <dd>{session.category}</dd>
        </div>
        {/* Shown when the data has them, so a reader filtering by level or audience sees why a card is listed. */}
        {session.sessionLevel && (
          <div>
            <dt>Level</dt>
            <dd>{session.sessionLevel}</dd>
          </div>
        )}
        {session.ageGroup && (
          <div>
            <dt>Audience</dt>
            <dd>{session.ageGroup}</dd>
          </div>
        )}
      </dl>
      <p className="att-session-card__description">{descriptionExcerpt(session)}</p>
    </Card>
  );
});
