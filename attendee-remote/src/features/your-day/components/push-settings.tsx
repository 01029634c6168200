import { ApiRequestError } from '@cc/api/client';
import { PUSH_REMIND_MINUTE_CHOICES, type PushPreferences } from '@cc/api/contract';
import {
  announce,
  Checkbox,
  isMotionReduced,
  LoadingIndicator,
  moveFocusTo,
  SelectField,
  TextField,
} from '@cc/design-system';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  loadPushPreferences,
  PUSH_OFF,
  PushPermissionRefused,
  PushSetupFailed,
  savePushPreferences,
  turnPushOff,
  wantsAnything,
} from '../api/push-subscription';
import {
  PUSH_SETUP_TEXT,
  PUSH_STILL_WORKS,
  PUSH_UNAVAILABLE_TEXT,
  type PushSupport,
  pushSupport,
} from '../utils/push-support';

/** The name of this kind of reminder, beside "Reminders on this page (while it is open)". */
export const PUSH_SETTINGS_HEADING = 'Notifications on this device (even when the app is closed)';

const DEFAULT_QUIET = { from: '22:00', until: '07:00' };
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What went wrong, in words for the person: the browser's own error text is never shown. */
function problemText(error: unknown, turningOff: boolean): string {
  if (error instanceof PushPermissionRefused) return PUSH_SETUP_TEXT.dismissed;
  if (error instanceof PushSetupFailed) return PUSH_SETUP_TEXT[turningOff ? 'off-failed' : error.reason];
  // The server's messages are written for people (the client's own for no connection too).
  if (error instanceof ApiRequestError) {
    return turningOff
      ? `Notifications could not be turned off on this device: ${error.message}`
      : `Notifications could not be set up: ${error.message} ${PUSH_STILL_WORKS}`;
  }
  return PUSH_SETUP_TEXT[turningOff ? 'off-failed' : 'failed'];
}

/** The kind's heading and its controls; a group (fieldset) only when there are controls to group. */
function PushGroup({ children, controls = true }: { children: ReactNode; controls?: boolean }) {
  if (!controls) {
    return (
      <div className="att-your-day__kind att-your-day__push">
        <h4 className="att-your-day__kind-heading">{PUSH_SETTINGS_HEADING}</h4>
        {children}
      </div>
    );
  }
  return (
    <fieldset className="ds-fieldset att-your-day__kind att-your-day__push">
      <legend>
        <h4 className="att-your-day__kind-heading">{PUSH_SETTINGS_HEADING}</h4>
      </legend>
      {children}
    </fieldset>
  );
}

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
  const messageId = useId();
  const message = useRef<HTMLParagraphElement>(null);
  const group = useRef<HTMLDivElement>(null);
  // The control pressed when a change failed: focus stays on it, or moves to the message if it went away.
  const pressedWhenFailed = useRef<Element | null>(null);
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

  useEffect(() => {
    const pressed = pressedWhenFailed.current;
    if (!pressed || (support === 'supported' && !problem)) return;
    pressedWhenFailed.current = null;
    if (!pressed.isConnected) moveFocusTo(message.current);
  }, [support, problem]);

  if (support === null) return <LoadingIndicator size="small" message="Loading notification settings..." />;
  if (support !== 'supported') {
    return (
      <PushGroup controls={false}>
        <p id={messageId} ref={message} className="att-your-day__push-status">
          {PUSH_UNAVAILABLE_TEXT[support]}
        </p>
      </PushGroup>
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
    let turningOff = false;
    try {
      while (waiting.current) {
        const sending = waiting.current;
        waiting.current = null;
        turningOff = !wantsAnything(sending);
        if (!turningOff) {
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
      const pressed = document.activeElement;
      if (pressed && group.current?.contains(pressed)) pressedWhenFailed.current = pressed;
      setPreferences(await loadPushPreferences().catch(() => PUSH_OFF));
      if (error instanceof PushPermissionRefused && error.permission === 'denied') {
        // Blocked: the switches go (focus then moves to the words saying why and what still works).
        setSupport('denied');
        announce(PUSH_UNAVAILABLE_TEXT.denied);
      } else {
        // The switches stay: focus stays on the one pressed, unless the reloaded choices took it away.
        const text = problemText(error, turningOff);
        setProblem(text);
        announce(text);
      }
    } finally {
      saving.current = false;
    }
  }

  const quiet = preferences.quietHours;
  return (
    <PushGroup>
      <div ref={group} className="att-your-day__kind-body">
        <p>
          Sent by the server, so they reach this device when the app is closed or the phone is locked. They show only a
          session&apos;s title, time and place.
        </p>
        <Checkbox
          label="Notify this device before each session in my agenda"
          hint="With when to leave, allowing for the walk from your session before."
          checked={preferences.remindMinutes !== null}
          onChange={(event) => change({ ...preferences, remindMinutes: event.currentTarget.checked ? 10 : null })}
        />
        {preferences.remindMinutes !== null && (
          <SelectField
            label="Notify me this long before"
            value={String(preferences.remindMinutes)}
            onChange={(event) => change({ ...preferences, remindMinutes: Number(event.currentTarget.value) })}
            options={PUSH_REMIND_MINUTE_CHOICES.map((choice) => ({
              value: String(choice),
              label: `${choice} minutes`,
            }))}
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
      </div>
      {problem && (
        <p id={messageId} ref={message} className="att-your-day__push-status">
          {problem}
        </p>
      )}
    </PushGroup>
  );
}
