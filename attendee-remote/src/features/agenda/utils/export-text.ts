/**
 * The text file of Export Agenda (attendee.md §2): my-agenda.txt. Layout:
 *
 *   {conference name}
 *   My Agenda
 *   <blank line>
 *   then per session, in date and time order, a block followed by a blank line:
 *   {date, e.g. Monday 13 September 2027}, {start–end, e.g. 09:30–10:15}
 *   {title}[ (CANCELLED)]
 *   [This session has been cancelled[: notes]]      (cancelled sessions only)
 *   Speakers: {names, comma-separated | TBA}
 *   Location: {location | room, building | TBA}
 *
 * Missing date or time read 'Date TBA' / 'Time TBA'. Lines end with \n; the file ends with one \n.
 */
import type { AgendaEntry } from '@cc/api/contract';
import { formatDateGB, formatTimeRange } from '@cc/design-system';
import { compareAgendaSessions } from './agenda-time';
import { cancellationText, entryLocation, entrySpeakers } from './entry-display';

export const EXPORT_FILE_NAME = 'my-agenda.txt';

export function agendaExportText(conferenceName: string, entries: readonly AgendaEntry[]): string {
  const sessions = entries.map((e) => e.session).sort(compareAgendaSessions);
  const lines = [conferenceName, 'My Agenda', ''];
  for (const session of sessions) {
    const cancelled = session.status === 'cancelled';
    lines.push(`${formatDateGB(session.sessionDate)}, ${formatTimeRange(session.startTime, session.endTime)}`);
    lines.push(cancelled ? `${session.title} (CANCELLED)` : session.title);
    if (cancelled) lines.push(cancellationText(session));
    const speakers = entrySpeakers(session);
    lines.push(`Speakers: ${speakers.length > 0 ? speakers.join(', ') : 'TBA'}`);
    lines.push(`Location: ${entryLocation(session) ?? 'TBA'}`);
    lines.push('');
  }
  return `${lines.join('\n').replace(/\n+$/, '')}\n`;
}
