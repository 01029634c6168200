import { PUSH_REMIND_MINUTE_CHOICES, type PushPreferences } from '@cc/api/contract';
import { announce, Checkbox, isMotionReduced, LoadingIndicator, SelectField, TextField } from '@cc/design-system';
import { useEffect, useRef, useState } from 'react';
import {
  loadPushPreferences,
  PUSH_OFF,
  PushPermissionRefused,
  savePushPreferences,
  turnPushOff,
  wantsAnything,
} from '../api/push-subscription';
import { PUSH_UNAVAILABLE_TEXT, type PushSupport, pushSupport } from '../utils/push-support';

const DEFAULT_QUIET = { from: '22:00', until: '07:00' };
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Notifications sent by the server to this device (Web Push, issue 29): each kind on its own switch, all off
 * until the person turns one on (the browser asks for permission then, never before). Where push is not possible
 * the page says why and the in-page reminders above stay as they are.
 */
export function PushSettings() {
  // Read from the browser after the first draw: the page may have been drawn on the server, which has no browser.
  const [support, setSupport] = useState<PushSupport | null>(null);
  useEffect(() => setSupport(pushSupport()), []);
  const [preferences, setPreferences] = useState<PushPreferences | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // One save at a time; a choice made while one runs waits here (only the newest counts) instead of being lost.
  const saving = useRef(false);
  const waiting = useRef<PushPreferences | null>(null);

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    loadPushPreferences().then(
      (loaded) => live && setPreferences(loaded),
      () => live && setPreferences(PUSH_OFF),
    );
    return () => {
      live = false;
    };
  }, [support]);

  if (support === null) return <LoadingIndicator size="small" message="Loading notification settings..." />;
  if (support !== 'supported') {
    return (
      <div className="att-your-day__push">
        <p>{PUSH_UNAVAILABLE_TEXT[support]}</p>
      </div>
    );
  }
  if (!preferences) return <LoadingIndicator size="small" message="Loading notification settings..." />;

  async function change(next: PushPreferences) {
    // No vibration under reduced motion: the server sends that choice with every push.
    const wanted = { ...next, vibrate: !isMotionReduced() };
    setPreferences(wanted);
    waiting.current = wanted;
    if (saving.current) return;
    saving.current = true;
    setProblem(null);
    try {
      while (waiting.current) {
        const sending = waiting.current;
        waiting.current = null;
        if (wantsAnything(sending)) {
          const saved = await savePushPreferences(sending);
          // An older answer must not undo a choice made while it was on its way.
          if (!waiting.current) {
            setPreferences(saved);
            announce('Notification settings saved.');
          }
        } else {
          await turnPushOff();
          if (!waiting.current) {
            setPreferences(PUSH_OFF);
            announce('Notifications are off on this device.');
          }
        }
      }
    } catch (error) {
      waiting.current = null;
      setPreferences(await loadPushPreferences().catch(() => PUSH_OFF));
      if (error instanceof PushPermissionRefused && error.permission === 'denied') {
        setSupport('denied');
        announce(PUSH_UNAVAILABLE_TEXT.denied);
      } else {
        const message =
          error instanceof PushPermissionRefused
            ? 'Notifications were not allowed. Choose again to be asked again.'
            : `Notifications could not be set up: ${(error as Error).message}`;
        setProblem(message);
        announce(message);
      }
    } finally {
      saving.current = false;
    }
  }

  const quiet = preferences.quietHours;
  return (
    <div className="att-your-day__push">
      <p>
        Sent by the server, so they reach this device when the app is closed or the phone is locked. They show only a
        session&apos;s title, time and place.
      </p>
      <Checkbox
        label="Remind me before each session in my agenda"
        hint="With when to leave, allowing for the walk from your session before."
        checked={preferences.remindMinutes !== null}
        onChange={(event) => change({ ...preferences, remindMinutes: event.currentTarget.checked ? 10 : null })}
      />
      {preferences.remindMinutes !== null && (
        <SelectField
          label="Remind me this long before"
          value={String(preferences.remindMinutes)}
          onChange={(event) => change({ ...preferences, remindMinutes: Number(event.currentTarget.value) })}
          options={PUSH_REMIND_MINUTE_CHOICES.map((choice) => ({ value: String(choice), label: `${choice} minutes` }))}
        />
      )}
      <Checkbox
        label="Tell me when a session in my agenda moves, changes room or is cancelled"
        checked={preferences.changes}
        onChange={(event) => change({ ...preferences, changes: event.currentTarget.checked })}
      />
      <Checkbox
        label="Urgent announcements from the organisers"
        checked={preferences.urgent}
        onChange={(event) => change({ ...preferences, urgent: event.currentTarget.checked })}
      />
      {wantsAnything(preferences) && (
        <>
          <Checkbox
            label="Quiet hours"
            hint="No reminders in these hours, and other notifications arrive silently. Conference time."
            checked={quiet !== null}
            onChange={(event) =>
              change({ ...preferences, quietHours: event.currentTarget.checked ? DEFAULT_QUIET : null })
            }
          />
          {quiet && (
            <div className="att-your-day__quiet">
              <TextField
                type="time"
                label="Quiet from"
                defaultValue={quiet.from}
                onBlur={(event) => {
                  const from = event.currentTarget.value;
                  if (CLOCK.test(from) && from !== quiet.from)
                    change({ ...preferences, quietHours: { ...quiet, from } });
                }}
              />
              <TextField
                type="time"
                label="Quiet until"
                defaultValue={quiet.until}
                onBlur={(event) => {
                  const until = event.currentTarget.value;
                  if (CLOCK.test(until) && until !== quiet.until) {
                    change({ ...preferences, quietHours: { ...quiet, until } });
                  }
                }}
              />
            </div>
          )}
        </>
      )}
      {problem && <p className="ds-field__error">{problem}</p>}
    </div>
  );
}
