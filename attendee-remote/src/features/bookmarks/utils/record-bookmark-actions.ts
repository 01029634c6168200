import type { Session } from '@cc/api/contract';
import { recordUserAction } from '../../../lib/record-user-action';

/** attendee.md §6: a bookmark change is logged as bookmark_add/remove and agenda_add/remove, once it is saved. */
export function recordBookmarkActions(session: Pick<Session, 'id' | 'title'>, bookmark: boolean): void {
  recordUserAction(bookmark ? 'bookmark_add' : 'bookmark_remove', { content_id: session.id, content_type: 'session' });
  recordUserAction(bookmark ? 'agenda_add' : 'agenda_remove', {
    session_id: session.id,
    session_title: session.title,
    timestamp: new Date().toISOString(),
  });
}
