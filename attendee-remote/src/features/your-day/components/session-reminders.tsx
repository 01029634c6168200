import type { AgendaEntry } from '@cc/api/contract';
import { announce, VisuallyHidden } from '@cc/design-system';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useConferenceNow } from '../../../lib/use-conference-now';
import { useConference } from '../api/get-conference';
import { useReminderSettings, useReminders } from '../stores/reminder-settings-store';
import '../styles/your-day.css';
import { dueReminders, minutesText, type Reminder, reminderText } from '../utils/reminders';
import { notifyIfHidden } from '../utils/system-notifications';

/** Gives the reminders that fall due while the app is open: announced politely and kept on screen. */
function ReminderClock({ entries }: { entries: readonly AgendaEntry[] }) {
  const conference = useConference();
  // The real clock, never Home's ?now= (a fixed time would never reach a reminder).
  const { now } = useConferenceNow(conference.data);
  const minutes = useReminderSettings((state) => state.minutes);
  useEffect(() => {
    if (!now) return;
    const state = useReminders.getState();
    const due = dueReminders(entries, now, minutes, new Set(state.given));
    if (due.length === 0) return;
    state.give(due);
    const text = due.map(reminderText).join(' ');
    announce(text);
    notifyIfHidden(text);
  }, [entries, now, minutes]);
  return null;
}

function ReminderNotice({ reminder }: { reminder: Reminder }) {
  const dismiss = useReminders((state) => state.dismiss);
  const cancelled = reminder.kind === 'cancelled';
  const where = reminder.place ? `, ${reminder.place}` : '';
  // Not a live region itself: the announcement went through the shell's, once.
  return (
    <li className={`ds-alert ds-alert--${cancelled ? 'warning' : 'info'} att-reminder`}>
      <span className="ds-alert__icon" aria-hidden="true">
        {cancelled ? '⚠' : 'i'}
      </span>
      <div className="ds-alert__content">
        <p className="ds-alert__title">
          {cancelled ? 'Cancelled' : `Starts in ${minutesText(reminder.minutesUntil)}`}:{' '}
          <Link to={`/session/${reminder.sessionId}`}>{reminder.title}</Link>
        </p>
        <p className="ds-alert__body">
          {cancelled ? `It was in your agenda at ${reminder.startTime}.` : `At ${reminder.startTime}${where}.`}
        </p>
      </div>
      <button
        type="button"
        className="ds-button ds-button--ghost ds-button--small ds-alert__dismiss"
        onClick={() => dismiss(reminder.key)}
      >
        <span aria-hidden="true">✕</span> Dismiss <VisuallyHidden>reminder about {reminder.title}</VisuallyHidden>
      </button>
    </li>
  );
}

export interface SessionRemindersProps {
  /** The agenda's entries while reminders are on; undefined while loading or when they are off. */
  entries: readonly AgendaEntry[] | undefined;
}

/**
 * Session reminders on every attendee page (issue 18): with the attendee's consent (ReminderSettings), a polite
 * announcement and a dismissible notice N minutes before each session in their agenda; a cancelled one is
 * reported instead. No animation when motion is reduced (your-day.css).
 */
export function SessionReminders({ entries }: SessionRemindersProps) {
  const enabled = useReminderSettings((state) => state.enabled);
  const shown = useReminders((state) => state.shown);
  return (
    <>
      {enabled && entries && <ReminderClock entries={entries} />}
      {shown.length > 0 && (
        <section aria-label="Session reminders" className="att-reminders">
          <ul className="att-reminders__list">
            {shown.map((reminder) => (
              <ReminderNotice key={reminder.key} reminder={reminder} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
