import { useLocation } from 'react-router-dom';
import { agendaQueryOptions } from '../features/agenda/api/get-agenda';
import { useAgendaLive } from '../features/agenda/hooks/use-agenda-live';
import { useBookmarks } from '../features/bookmarks/api/get-bookmarks';
import { SessionReminders } from '../features/your-day/components/session-reminders';
import { useReminderSettings } from '../features/your-day/stores/reminder-settings-store';
import { useVisitorQuery } from '../lib/use-visitor-query';

/**
 * Session reminders on every attendee page, from the agenda feature's entries. While reminders are on, or on
 * Home ("Your next session"), the agenda follows live session changes and says which of its sessions changed
 * (My Agenda does that itself).
 */
export function SessionRemindersHost() {
  const { pathname } = useLocation();
  const enabled = useReminderSettings((state) => state.enabled);
  const bookmarks = useBookmarks();
  const hasAgenda = (bookmarks.data?.sessionIds.length ?? 0) > 0;
  const agenda = useVisitorQuery({ ...agendaQueryOptions(), enabled: enabled && hasAgenda });
  useAgendaLive(hasAgenda && (enabled || pathname === '/') && pathname !== '/my-agenda');
  return <SessionReminders entries={enabled ? agenda.data?.entries : undefined} />;
}
