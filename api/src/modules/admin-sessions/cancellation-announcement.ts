/**
 * The announcement made when a session is cancelled (admin.md §4 "Session status"): pure, no I/O.
 */
import { dayInWords } from '../../contract/index';

export interface CancelledSession {
  id: number;
  title: string;
  sessionDate: string | null;
  /** 'HH:MM' or 'HH:MM:SS'. */
  startTime: string | null;
}

export interface CancellationAnnouncement {
  title: string;
  summary: string;
  content: string;
  priority: 'important';
  /** Filed under Schedule, so News › Schedule finds it (issue 27). */
  category: 'schedule';
  /** The session's page: the notice leads to it. */
  actionUrl: string;
  actionText: string;
}

/** The session page a notice about it links to. */
export function sessionLink(session: { id: number }): Pick<CancellationAnnouncement, 'actionUrl' | 'actionText'> {
  return { actionUrl: `/session/${session.id}`, actionText: 'View session' };
}

/** 'Tuesday 14 September 2027 at 12:15', '12:15', 'Tuesday 14 September 2027', or null when neither is known. */
export function scheduledAt(sessionDate: string | null, startTime: string | null): string | null {
  const time = startTime ? startTime.slice(0, 5) : null;
  const words = sessionDate ? dayInWords(sessionDate, { year: true }) : null;
  // A date that is not a real day is left out rather than shown as it was stored.
  const day = words && words !== sessionDate ? words : null;
  if (day && time) return `${day} at ${time}`;
  return day ?? time;
}

export function cancellationAnnouncement(session: CancelledSession, reason?: string | null): CancellationAnnouncement {
  const title = session.title.trim();
  const when = scheduledAt(session.sessionDate, session.startTime);
  const lead = when
    ? `The session "${title}" scheduled for ${when} has been cancelled.`
    : `The session "${title}" has been cancelled.`;
  const why = reason?.trim();
  return {
    title: `Session Cancelled: ${title}`,
    summary: `Session "${title}" has been cancelled`,
    content: why ? `${lead}\n\nReason: ${why}` : lead,
    priority: 'important',
    category: 'schedule',
    ...sessionLink(session),
  };
}
