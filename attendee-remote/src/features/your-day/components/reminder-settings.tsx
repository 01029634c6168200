import { announce, Button, Checkbox, SelectField } from '@cc/design-system';
import { useState } from 'react';
import { useReminderSettings } from '../stores/reminder-settings-store';
import { REMINDER_MINUTE_CHOICES } from '../utils/reminders';
import { askForSystemNotifications, systemNotificationPermission } from '../utils/system-notifications';

const PERMISSION_TEXT: Record<string, string> = {
  granted: 'System notifications are on for when this tab is in the background.',
  denied: 'This browser blocks notifications from this app; reminders still appear here.',
};

/** The attendee's own choice to add system notifications, asked for only when they press the button. */
function SystemNotifications() {
  const [permission, setPermission] = useState(systemNotificationPermission);
  if (permission === 'unsupported') return null;
  if (permission !== 'default') return <p>{PERMISSION_TEXT[permission]}</p>;
  return (
    <div>
      <Button
        variant="secondary"
        size="small"
        onClick={async () => {
          const answer = await askForSystemNotifications();
          setPermission(answer);
          if (answer !== 'default' && answer !== 'unsupported') announce(PERMISSION_TEXT[answer] ?? '');
        }}
      >
        Also notify me when this tab is in the background
      </Button>
    </div>
  );
}

/** The name of this kind of reminder, beside "Notifications on this device (even when the app is closed)". */
export const REMINDER_SETTINGS_HEADING = 'Reminders on this page (while it is open)';

/**
 * The opt-in for session reminders (off by default, stored in this browser). Reminders appear on screen and are
 * read out while the app is open; no notification permission is asked for.
 */
export function ReminderSettings() {
  const { enabled, minutes, setEnabled, setMinutes } = useReminderSettings();
  return (
    <fieldset className="ds-fieldset att-your-day__kind att-your-day__reminders">
      <legend>
        <h4 className="att-your-day__kind-heading">{REMINDER_SETTINGS_HEADING}</h4>
      </legend>
      <Checkbox
        label="Remind me on this page before my sessions"
        hint="While this app is open in this browser: a message on screen, also read out by screen readers. Nothing is sent to this device when the app is closed."
        checked={enabled}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
      />
      {enabled && (
        <>
          <SelectField
            label="How long before"
            value={String(minutes)}
            onChange={(event) => setMinutes(Number(event.currentTarget.value))}
            options={REMINDER_MINUTE_CHOICES.map((choice) => ({ value: String(choice), label: `${choice} minutes` }))}
          />
          <SystemNotifications />
        </>
      )}
    </fieldset>
  );
}
