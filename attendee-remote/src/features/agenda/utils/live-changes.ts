/**
 * Which live 'session.updated' events concern the agenda on screen, and what to tell the attendee. Pure.
 * Event data (SessionUpdatedEventData): { sessionIds, change: 'created' | 'updated' | 'cancelled' | 'reinstated' | 'deleted' | 'imported' }.
 */
import type { Agenda, LiveEvent } from '@cc/api/contract';
import { asSessionChange } from '../../../lib/live-client/session-change';

export interface AgendaLiveResult {
  /** Refetch the agenda. */
  refetch: boolean;
  /** What to announce, or null. */
  message: string | null;
}

export function agendaLiveChanges(agenda: Agenda | undefined, events: readonly LiveEvent[]): AgendaLiveResult {
  const titles = new Map((agenda?.entries ?? []).map((e) => [e.session.id, e.session.title]));
  let refetch = false;
  const lines: string[] = [];
  for (const event of events) {
    if (event.type !== 'session.updated') continue;
    const change = asSessionChange(event.data);
    // Unreadable data or a whole import: anything may have changed.
    if (!change || change.change === 'imported') {
      refetch = true;
      continue;
    }
    for (const id of change.sessionIds) {
      const title = titles.get(id);
      if (title === undefined) continue;
      refetch = true;
      const line =
        change.change === 'cancelled'
          ? `Cancelled: ${title}`
          : change.change === 'deleted'
            ? `No longer in the programme: ${title}`
            : change.change === 'reinstated'
              ? `No longer cancelled: ${title}`
              : `Changed: ${title}`;
      if (!lines.includes(line)) lines.push(line);
    }
  }
  return { refetch, message: lines.length > 0 ? `Your agenda was updated. ${lines.join('. ')}.` : null };
}
