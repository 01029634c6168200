/**
 * The announcement made when a cancelled session is reinstated: attendees who read the cancellation learn it
 * is on again, and when and where. Pure, no I/O.
 */
import { type CancellationAnnouncement, scheduledAt, sessionLink } from './cancellation-announcement';

export interface ReinstatedSession {
  id: number;
  title: string;
  sessionDate: string | null;
  /** 'HH:MM' or 'HH:MM:SS'. */
  startTime: string | null;
  location: string | null;
}

export function reinstatementAnnouncement(session: ReinstatedSession): CancellationAnnouncement {
  const title = session.title.trim();
  const when = scheduledAt(session.sessionDate, session.startTime);
  const where = session.location?.trim();
  const details = [when, where ? `in ${where}` : null].filter(Boolean).join(' ');
  return {
    title: `Session Reinstated: ${title}`,
    summary: `Session "${title}" is no longer cancelled`,
    content: details
      ? `The session "${title}" is no longer cancelled. It takes place ${when ? 'on ' : ''}${details}.`
      : `The session "${title}" is no longer cancelled.`,
    priority: 'important',
    category: 'schedule',
    ...sessionLink(session),
  };
}
