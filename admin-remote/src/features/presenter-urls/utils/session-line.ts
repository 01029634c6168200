import type { AdminPresenterUrlSession } from '@cc/api/contract';

/** 'Session 2.1 · Monday 09:30–10:15 · Lecture Theatre 1': what identifies the session on a card. */
export function sessionLine(session: AdminPresenterUrlSession): string {
  const label = session.sessionNumber ?? session.track;
  const time = session.startTime ? `${session.startTime}${session.endTime ? `–${session.endTime}` : ''}` : null;
  const when = [session.day, time].filter(Boolean).join(' ');
  return [label && `Session ${label}`, when || 'Time TBA', session.location ?? 'Location TBA']
    .filter(Boolean)
    .join(' · ');
}

/** Only http(s) addresses become links; anything else is shown as text. */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}
