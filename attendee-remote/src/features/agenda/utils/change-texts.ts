/**
 * What changed since the attendee added a session, in words, from what to what (issue 18): 'Room changed from
 * Rowan Auditorium to Kestrel Lecture Theatre', 'Time changed from 10:00–10:45 to 14:00–14:45', with the dates
 * when the day moved. An older API sends only the flags: then 'Time changed since you added it'. Pure.
 */
import type { AgendaEntry } from '@cc/api/contract';
import { formatDateGB, formatTimeRange } from '@cc/design-system';
import { entryLocation } from './entry-display';

interface When {
  sessionDate: string | null;
  startTime: string | null;
  endTime: string | null;
}

function timeText(when: When, withDate: boolean): string {
  const range = formatTimeRange(when.startTime, when.endTime);
  return withDate ? `${formatDateGB(when.sessionDate)}, ${range}` : range;
}

export function changeTexts(entry: Pick<AgendaEntry, 'session' | 'changes'>): string[] {
  const { session, changes } = entry;
  const texts: string[] = [];
  if (changes.cancelled) texts.push('Cancelled since you added it');
  if (changes.timeChanged) {
    const before = changes.timeBefore;
    const dayMoved = before !== undefined && (before.sessionDate ?? '') !== (session.sessionDate ?? '');
    const from = before && timeText(before, dayMoved);
    const to = timeText(session, dayMoved);
    texts.push(from && from !== to ? `Time changed from ${from} to ${to}` : 'Time changed since you added it');
  }
  if (changes.roomChanged) {
    const before = changes.placeBefore;
    const from = before && (entryLocation(before) ?? 'TBA');
    const to = entryLocation(session) ?? 'TBA';
    // Only the venue changed (the same words): say no more than the flag.
    texts.push(from && from !== to ? `Room changed from ${from} to ${to}` : 'Room changed since you added it');
  }
  return texts;
}
