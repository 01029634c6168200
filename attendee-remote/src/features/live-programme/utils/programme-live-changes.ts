/**
 * What a page that shows sessions tells its reader when sessions change live ('session.updated'). Pure: the
 * caller passes the page's path and the copies of the programme and of the open session it has cached.
 *
 * My Agenda is left out: its own hook (features/agenda) names the reader's own sessions. Pages that show no
 * session say nothing; their data is refreshed quietly all the same.
 */
import type { LiveEvent, Session } from '@cc/api/contract';
import { asSessionChange } from '../../../lib/live-client/session-change';

/** Where the reader is, as far as sessions go. */
export type SessionView = { kind: 'list' } | { kind: 'session'; key: string } | { kind: 'other' };

export function sessionViewOf(pathname: string): SessionView {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/programme' || path === '/timetable') return { kind: 'list' };
  const session = /^\/session\/([^/]+)$/.exec(path);
  if (session) return { kind: 'session', key: decodeURIComponent(session[1] ?? '') };
  return { kind: 'other' };
}

const LIST_LINE: Record<string, string> = {
  cancelled: 'Cancelled',
  deleted: 'No longer in the programme',
  reinstated: 'No longer cancelled',
  updated: 'Changed',
};

const SESSION_MESSAGE: Record<string, string> = {
  cancelled: 'This session has just been cancelled.',
  deleted: 'This session has just been taken out of the programme.',
  reinstated: 'This session is no longer cancelled. It takes place as shown.',
  updated: 'This session has just been changed. The page shows the new details.',
};

/**
 * The sentence to announce, or null. `sessions` is the cached programme (titles before the change); `open` is
 * the session the page shows, when it is a session page.
 */
export function programmeLiveMessage(
  view: SessionView,
  events: readonly LiveEvent[],
  sessions: readonly Pick<Session, 'id' | 'title'>[] | undefined,
  open: Pick<Session, 'id'> | undefined,
): string | null {
  if (view.kind === 'other') return null;
  const titles = new Map((sessions ?? []).map((session) => [session.id, session.title]));
  const lines: string[] = [];
  let wholeProgramme = false;
  for (const event of events) {
    if (event.type !== 'session.updated') continue;
    const change = asSessionChange(event.data);
    // A new session has no title in the cached programme yet: say only that the programme changed.
    if (!change || change.change === 'imported' || (change.change === 'created' && view.kind === 'list')) {
      wholeProgramme = true;
      continue;
    }
    if (view.kind === 'session') {
      if (open && change.sessionIds.includes(open.id)) {
        return SESSION_MESSAGE[change.change] ?? SESSION_MESSAGE.updated ?? null;
      }
      continue;
    }
    for (const id of change.sessionIds) {
      const title = titles.get(id);
      if (title === undefined) continue;
      const line = `${LIST_LINE[change.change] ?? LIST_LINE.updated}: ${title}`;
      if (!lines.includes(line)) lines.push(line);
    }
  }
  if (lines.length > 0) return `The programme was updated. ${lines.join('. ')}.`;
  if (wholeProgramme) return 'The programme was updated.';
  return null;
}
