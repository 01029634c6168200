import type { Session } from '@cc/api/contract';
import { Badge, buttonClassName, formatDateGB, formatTimeRange } from '@cc/design-system';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { PresenterLinks } from '../../../components/presenter-links';
import { programmeReturnPath } from '../../../lib/programme-return';
import { QuestionComposer } from '../../question-drafts/question-composer';
import { sessionCalendarUrl } from '../api/get-session';
import {
  abstractDetails,
  DESCRIPTION_FALLBACK,
  descriptionParagraphs,
  locationText,
  SPEAKER_FALLBACK,
  speakerNames,
} from '../utils/session-detail-text';
import { GoBackButton } from './go-back-button';

export interface SessionDetailsProps {
  session: Session;
  /** Add to / Remove from Agenda, supplied by the app (bookmarks feature). */
  agendaButton?: ReactNode;
  /** Messages above the details, e.g. that the agenda could not be loaded. */
  notices?: ReactNode;
  /** The Presenter Resources block, supplied by the app (presenter-resources feature). */
  resources?: ReactNode;
  /** The location as the app shows it (a link to the venue); the location in words otherwise. */
  location?: ReactNode;
  /** How to get there from the previous agenda item, supplied by the app (agenda feature). */
  gettingThere?: ReactNode;
  /** The session's polls to answer, supplied by the app (polls feature); not shown for a cancelled session. */
  polls?: ReactNode;
}

const QUESTIONS_HEADING_ID = 'session-questions-heading';

/**
 * Into the question box: the first one still empty (the one for a new question), else the last. Without scripts
 * (or before they run) the link still goes to the questions' heading.
 */
function toQuestionBox(event: MouseEvent<HTMLAnchorElement>) {
  const region = document.getElementById(QUESTIONS_HEADING_ID)?.closest('section');
  const boxes = Array.from(region?.querySelectorAll('textarea') ?? []);
  const box = boxes.find((entry) => entry.value === '') ?? boxes.at(-1);
  if (!box) return;
  event.preventDefault();
  box.focus();
  box.setSelectionRange(box.value.length, box.value.length);
}

export function SessionDetails({
  session,
  agendaButton,
  notices,
  resources,
  location,
  gettingThere,
  polls,
}: SessionDetailsProps) {
  const cancelled = session.status === 'cancelled';
  const speakers = speakerNames(session);
  const paragraphs = descriptionParagraphs(session.description);
  const details = abstractDetails(session);
  const references = details.find((detail) => detail.label === 'References');

  return (
    <article
      className={cancelled ? 'att-session att-session--cancelled' : 'att-session'}
      aria-labelledby="session-title"
    >
      <PageTitle page={session.title} />
      {/* The first stop in the page's content, shown when focused: to the question box in one press (issue 35). */}
      <a href={`#${QUESTIONS_HEADING_ID}`} className="att-session__to-question" onClick={toQuestionBox}>
        Skip to writing a question
      </a>
      <nav aria-label="Breadcrumb" className="ds-breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={programmeReturnPath()}>Programme</Link>
          </li>
          <li>
            <span aria-current="page">{session.title}</span>
          </li>
        </ol>
      </nav>

      <p className="att-session__badges">
        {session.track && (
          <Badge tone="info">
            <span className="ds-visually-hidden">Track </span>
            {session.track}
          </Badge>
        )}
        <Badge tone="neutral">
          <span className="ds-visually-hidden">Category </span>
          {session.category}
        </Badge>
        {cancelled && <Badge tone="danger">CANCELLED</Badge>}
      </p>
      <h1 id="session-title" className="att-page-heading att-session__title">
        <span className={cancelled ? 'ds-cancelled' : undefined}>{session.title}</span>
        {cancelled && <span className="ds-visually-hidden"> (cancelled)</span>}
      </h1>

      {notices}

      {cancelled && (
        <section className="att-session__cancellation" aria-labelledby="cancellation-heading">
          <h2 id="cancellation-heading">Cancellation Notice</h2>
          <p>This session has been cancelled.</p>
          {session.cancellationNotes && <p>{session.cancellationNotes}</p>}
        </section>
      )}

      <dl className="att-session__facts">
        <div>
          <dt>Date</dt>
          <dd>{formatDateGB(session.sessionDate)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatTimeRange(session.startTime, session.endTime)}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{location ?? locationText(session)}</dd>
        </div>
        {session.track && (
          <div>
            <dt>Track</dt>
            <dd>{session.track}</dd>
          </div>
        )}
        {session.sessionNumber && (
          <div>
            <dt>Session number</dt>
            <dd>{session.sessionNumber}</dd>
          </div>
        )}
        <div>
          <dt>{speakers.length > 1 ? 'Speakers' : 'Speaker'}</dt>
          <dd>
            <PresenterLinks session={session} fallback={SPEAKER_FALLBACK} layout="list" />
          </dd>
        </div>
      </dl>

      {!cancelled && gettingThere}

      <div className="att-session__actions">
        {agendaButton}
        <a href={sessionCalendarUrl(session)} download className={buttonClassName({ variant: 'secondary' })}>
          Add to calendar <span className="ds-visually-hidden">(downloads an .ics file)</span>
        </a>
        {!cancelled && (
          <Link to={`/qa/${session.id}`} className={buttonClassName({ variant: 'secondary' })}>
            Questions about this session
          </Link>
        )}
        <Link to={programmeReturnPath()} className={buttonClassName({ variant: 'secondary' })}>
          Back to Programme
        </Link>
        <GoBackButton />
      </div>

      {!cancelled && polls}

      <section aria-labelledby="session-about-heading" className="ds-section">
        <h2 id="session-about-heading">About this session</h2>
        <div className="ds-prose">
          {paragraphs.length > 0 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in a fixed order
            paragraphs.map((text, index) => <p key={index}>{text}</p>)
          ) : (
            <p>{DESCRIPTION_FALLBACK}</p>
          )}
        </div>
      </section>

      {details.length > 0 && (
        <section aria-labelledby="session-abstract-heading" className="ds-section">
          <h2 id="session-abstract-heading">Abstract details</h2>
          <dl className="att-session__facts">
            {details
              .filter((detail) => detail !== references)
              .map((detail) => (
                <div key={detail.label}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
          </dl>
          {references && (
            <>
              <h3>References</h3>
              <ul className="att-session__references">
                {references.value
                  .split(/\r?\n/)
                  .map((line) => line.trim())
                  .filter(Boolean)
                  .map((line) => (
                    <li key={line}>{line}</li>
                  ))}
              </ul>
            </>
          )}
        </section>
      )}

      {resources}

      <QuestionComposer
        sessionId={session.id}
        headingId={QUESTIONS_HEADING_ID}
        heading="Your questions for this session"
      />
    </article>
  );
}
