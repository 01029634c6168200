import type { Session } from '@cc/api/contract';
import { Alert, announce, Button, LoadingIndicator } from '@cc/design-system';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { isNotFound, useSession } from '../api/get-session';
import '../styles/session-detail.css';
import { locationText } from '../utils/session-detail-text';
import { GoBackButton } from './go-back-button';
import { SessionDetails } from './session-details';
import { SessionNotFound } from './session-not-found';

export interface SessionDetailPageProps {
  renderAgendaButton?: (session: Session) => ReactNode;
  renderResources?: (session: Session) => ReactNode;
  /** The location, e.g. as a link to the venue's access details (venue-map feature); `text` is the location in words. */
  renderLocation?: (session: Session, text: string) => ReactNode;
  /** Below the details: how to get there from the attendee's previous agenda item (agenda feature). */
  renderGettingThere?: (session: Session) => ReactNode;
  /** The session's polls (polls feature). */
  renderPolls?: (session: Session) => ReactNode;
  notices?: ReactNode;
}

/** /session/:sessionId — the key is a numeric id, a session number or a track label (attendee.md §2). */
export function SessionDetailPage({
  renderAgendaButton,
  renderResources,
  renderLocation,
  renderGettingThere,
  renderPolls,
  notices,
}: SessionDetailPageProps) {
  const key = useParams().sessionId ?? '';
  const session = useSession(key);
  const failed = session.isError && !isNotFound(session.error);

  useEffect(() => {
    if (failed) announce('Error loading session details', 'assertive');
  }, [failed]);

  if (session.isPending) {
    // No heading yet: the shell focuses the page's h1 once it appears (the title, or Session Not Found).
    return <LoadingIndicator size="large" message="Loading session details..." />;
  }
  if (session.isError && isNotFound(session.error)) return <SessionNotFound />;
  if (session.isError) {
    return (
      <div className="att-session-missing">
        <PageTitle page="Session Details" />
        <h1 className="att-page-heading">Session Details</h1>
        <Alert tone="error" title="Failed to load sessions">
          <p>{session.error.message}</p>
        </Alert>
        <p className="att-actions">
          <Button onClick={() => void session.refetch()}>Retry</Button>
          <GoBackButton />
        </p>
      </div>
    );
  }
  const data = session.data;
  return (
    <SessionDetails
      session={data}
      agendaButton={renderAgendaButton?.(data)}
      resources={renderResources?.(data)}
      location={renderLocation?.(data, locationText(data))}
      gettingThere={renderGettingThere?.(data)}
      polls={renderPolls?.(data)}
      notices={notices}
    />
  );
}
