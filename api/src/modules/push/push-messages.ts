/**
 * The text of each push: only what the notification needs (the session's title, time and place, or the
 * announcement's title), never anything about the person. Pure.
 */
import type { PushMessage } from '../../contract/index';
import { sessionPlace } from '../calendar/ical';
import type { SessionChange } from './push-planner';

export interface MessageSession {
  id: number;
  title: string;
  /** 'HH:MM' on the conference's clock, null when TBA. */
  start: string | null;
  location: string | null;
  building: string | null;
  room: string | null;
}

const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

export function reminderMessage(
  session: MessageSession,
  minutesUntil: number,
  leaveBy: { at: string; now: boolean },
  sound: { vibrate: boolean; silent: boolean },
): PushMessage {
  const place = sessionPlace(session);
  const where = place ? ` in ${place}` : '';
  return {
    kind: 'reminder',
    title: `Starts in ${minutesText(minutesUntil)}: ${session.title}`,
    body: `At ${session.start}${where}. ${leaveBy.now ? 'Leave now.' : `Leave by ${leaveBy.at}.`}`,
    url: `/session/${session.id}`,
    tag: `reminder-${session.id}`,
    ...sound,
  };
}

export function changeMessage(
  session: MessageSession,
  change: SessionChange,
  sound: { vibrate: boolean; silent: boolean },
): PushMessage {
  const place = sessionPlace(session);
  const when = session.start ? `at ${session.start}` : 'at a time to be announced';
  const body =
    change === 'cancelled'
      ? 'This session in your agenda has been cancelled.'
      : change === 'room'
        ? `Now ${place ? `in ${place}` : 'in a place to be announced'}, ${when}.`
        : `Now ${when}${place ? ` in ${place}` : ''}.`;
  const title =
    change === 'cancelled'
      ? `Cancelled: ${session.title}`
      : change === 'reinstated'
        ? `Back on: ${session.title}`
        : change === 'room'
          ? `Room changed: ${session.title}`
          : `Time changed: ${session.title}`;
  return { kind: 'change', title, body, url: `/session/${session.id}`, tag: `change-${session.id}`, ...sound };
}

export function urgentMessage(
  announcement: { id: number; title: string; summary: string },
  sound: { vibrate: boolean; silent: boolean },
): PushMessage {
  const body = announcement.summary.length > 180 ? `${announcement.summary.slice(0, 179)}…` : announcement.summary;
  return {
    kind: 'urgent',
    title: `Urgent: ${announcement.title}`,
    body,
    url: '/announcements',
    tag: `urgent-${announcement.id}`,
    ...sound,
  };
}
