/**
 * The sessions a question can be about, for the form's picker: grouped by day and start time in time order (the
 * programme's track order only within one start time, lib/time-order.ts), without breaks and cancelled sessions (no one asks the speaker of a lunch break). 130 options in one flat list
 * cost a switch or eye-gaze user minutes; groups let them skip to the hour they mean. Pure.
 */
import type { Session } from '@cc/api/contract';
import { inTimeOrder, startLabel } from '../../../lib/time-order';

export interface SessionChoiceGroup {
  label: string;
  sessions: Session[];
}

const isBreak = (session: Session) => session.sessionFormat?.trim().toLowerCase() === 'break';

function groupLabel(session: Session): string {
  if (!session.day && !session.sessionDate) return 'Time to be announced';
  const day = session.day ?? session.sessionDate ?? '';
  const time = startLabel(session);
  return time ? `${day} ${time}` : `${day}, time to be announced`;
}

/** `keepId`: the session the page is about, offered even when it would be left out, so the choice stays valid. */
export function sessionChoiceGroups(sessions: readonly Session[], keepId: number | null): SessionChoiceGroup[] {
  const groups = new Map<string, Session[]>();
  for (const session of inTimeOrder(sessions)) {
    const askable = session.status !== 'cancelled' && !isBreak(session);
    if (!askable && session.id !== keepId) continue;
    const label = groupLabel(session);
    const group = groups.get(label);
    if (group) group.push(session);
    else groups.set(label, [session]);
  }
  return [...groups].map(([label, members]) => ({ label, sessions: members }));
}
