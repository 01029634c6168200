import {
  Alert,
  announce,
  Badge,
  Button,
  buttonClassName,
  formatDateGB,
  formatTimeRange,
  LoadingIndicator,
} from '@cc/design-system';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { PresenterLinks } from '../../../components/presenter-links';
import { inTimeOrder } from '../../../lib/time-order';
import { isNotFound, useSpeaker } from '../api/get-speakers';
import '../styles/speakers.css';
import { bioParagraphs } from '../utils/speaker-text';
import { SPEAKERS_TITLE } from './speakers-page';

/** /speakers/:slug: the speaker's bio and sessions, each linking to its session page (issue 18). */
export function SpeakerPage() {
  const slug = useParams().slug ?? '';
  const speaker = useSpeaker(slug);
  const missing = speaker.isError && isNotFound(speaker.error);
  const failed = speaker.isError && !missing;

  useEffect(() => {
    if (missing) announce('Speaker not found');
    if (failed) announce('Error loading the speaker', 'assertive');
  }, [missing, failed]);

  const breadcrumbs = (current: string) => (
    <nav aria-label="Breadcrumb" className="ds-breadcrumbs">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/speakers">{SPEAKERS_TITLE}</Link>
        </li>
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );

  if (speaker.isPending) return <LoadingIndicator size="large" message="Loading speaker..." />;
  if (missing) {
    return (
      <div className="att-speaker">
        <PageTitle page="Speaker Not Found" />
        <h1 className="att-page-heading">Speaker Not Found</h1>
        <p>Sorry, we couldn't find this speaker. They may have been renamed or removed from the programme.</p>
        <p className="att-actions">
          <Link to="/speakers" className={buttonClassName()}>
            All speakers
          </Link>
        </p>
      </div>
    );
  }
  if (speaker.isError) {
    return (
      <div className="att-speaker">
        <PageTitle page="Speaker" />
        <h1 className="att-page-heading">Speaker</h1>
        <Alert tone="error" title="Failed to load the speaker">
          <p>{speaker.error.message}</p>
        </Alert>
        <p className="att-actions">
          <Button onClick={() => void speaker.refetch()}>Retry</Button>
        </p>
      </div>
    );
  }

  const { name, affiliation, bio, sessions } = speaker.data;
  const paragraphs = bioParagraphs(bio);
  return (
    <article className="att-speaker" aria-labelledby="speaker-name">
      <PageTitle page={name} />
      {breadcrumbs(name)}
      <h1 id="speaker-name" className="att-page-heading">
        {name}
      </h1>
      {affiliation && <p className="att-speaker__affiliation">{affiliation}</p>}
      <section aria-labelledby="speaker-bio-heading" className="ds-section">
        <h2 id="speaker-bio-heading">About {name}</h2>
        <div className="ds-prose">
          {paragraphs.length > 0 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in a fixed order
            paragraphs.map((text, index) => <p key={index}>{text}</p>)
          ) : (
            <p>No biography yet.</p>
          )}
        </div>
      </section>
      <section aria-labelledby="speaker-sessions-heading" className="ds-section">
        <h2 id="speaker-sessions-heading">Sessions</h2>
        <ul className="att-speaker__sessions">
          {/* By date and start time (issue 27); the API sends them in the programme's track order. */}
          {inTimeOrder(sessions).map((session) => {
            const cancelled = session.status === 'cancelled';
            return (
              <li key={session.id} className="att-speaker__session">
                <h3 className="att-speaker__session-title">
                  <Link to={`/session/${session.id}`} className="ds-target">
                    <span className={cancelled ? 'ds-cancelled' : undefined}>{session.title}</span>
                  </Link>
                  {cancelled && (
                    <>
                      {' '}
                      <Badge tone="danger">CANCELLED</Badge>
                    </>
                  )}
                </h3>
                <p className="att-speaker__session-when">
                  {[
                    formatDateGB(session.sessionDate),
                    formatTimeRange(session.startTime, session.endTime),
                    session.location ?? 'Location TBA',
                  ].join(' · ')}
                </p>
                {session.presenters.length > 1 && (
                  <p className="att-speaker__session-with">
                    With <PresenterLinks session={session} fallback="" />
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <p className="att-actions">
        <Link to="/speakers" className={buttonClassName({ variant: 'secondary' })}>
          All speakers
        </Link>
      </p>
    </article>
  );
}
