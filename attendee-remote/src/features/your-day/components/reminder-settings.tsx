import { Checkbox, SelectField } from '@cc/design-system';
import { useReminderSettings } from '../stores/reminder-settings-store';
import { REMINDER_MINUTE_CHOICES } from '../utils/reminders';

/**
 * The opt-in for session reminders (off by default, stored in this browser). Reminders appear on screen and are
 * read out while the app is open; no notification permission is asked for.
 */
export function ReminderSettings() {
  const { enabled, minutes, setEnabled, setMinutes } = useReminderSettings();
  return (
    <div className="att-your-day__reminders">
      <Checkbox
        label="Remind me before my sessions"
        hint="While this app is open in this browser: a message on screen, also read out by screen readers."
        checked={enabled}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
      />
      {enabled && (
        <SelectField
          label="How long before"
          value={String(minutes)}
          onChange={(event) => setMinutes(Number(event.currentTarget.value))}
          options={REMINDER_MINUTE_CHOICES.map((choice) => ({ value: String(choice), label: `${choice} minutes` }))}
        />
      )}
    </div>
  );
}
