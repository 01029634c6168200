import {
  WRITING_WINDOW_DEFAULT_SECONDS,
  WRITING_WINDOW_MAX_SECONDS,
  WRITING_WINDOW_MIN_SECONDS,
} from '@cc/api/contract';
import { Alert, announce, Button, TextField } from '@cc/design-system';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useChairSettings, useSaveChairSettings } from '../api/chair-settings';

export const WRITING_WINDOW_LABEL = 'Seconds a person counts as "still writing" after their last key press';

/** The field's problem in words, or null when the value is a whole number within the bounds. */
export function writingWindowProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return 'Enter a number of seconds';
  const seconds = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(seconds)) return 'Enter a whole number of seconds, such as 60';
  if (seconds < WRITING_WINDOW_MIN_SECONDS) return `Enter at least ${WRITING_WINDOW_MIN_SECONDS} seconds`;
  if (seconds > WRITING_WINDOW_MAX_SECONDS) return `Enter at most ${WRITING_WINDOW_MAX_SECONDS} seconds`;
  return null;
}

/**
 * Issue 35, "Time to compose": how long the chair's "still writing" count keeps a person after their last key press.
 * People who write with a communication device pause 20–30 s between words; 60 s is the default.
 */
export function ChairSettingsSection() {
  const settings = useChairSettings();
  const save = useSaveChairSettings();
  const [value, setValue] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const shown = value ?? (settings.data ? String(settings.data.writingWindowSeconds) : '');

  useEffect(() => {
    if (problem) fieldRef.current?.focus();
  }, [problem]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setDone(null);
    const wrong = writingWindowProblem(shown);
    setProblem(wrong);
    if (wrong) return announce(wrong, 'assertive');
    save.mutate(
      { writingWindowSeconds: Number(shown.trim()) },
      {
        onSuccess: (saved) => {
          setValue(null);
          const message = `Saved. A person counts as still writing for ${saved.writingWindowSeconds} seconds after their last key press.`;
          setDone(message);
          announce(message);
        },
        onError: (error) => {
          setProblem(error.message);
          announce(error.message, 'assertive');
        },
      },
    );
  };

  return (
    <section className="cc-users-form" aria-labelledby="cc-chair-settings-heading">
      <h3 id="cc-chair-settings-heading">Chair's view: time to compose</h3>
      <p>
        The chair sees how many people are writing a question for their session (never who). People who write with a
        communication device often pause 20 to 30 seconds between words, so a person stays in the count for a while
        after their last key press: {WRITING_WINDOW_DEFAULT_SECONDS} seconds unless you set otherwise.
      </p>
      {settings.isError ? (
        <Alert tone="error">The setting could not be loaded. Reload the page to try again.</Alert>
      ) : (
        <form noValidate onSubmit={submit}>
          <TextField
            ref={fieldRef}
            id="cc-writing-window"
            label={WRITING_WINDOW_LABEL}
            hint={`A whole number from ${WRITING_WINDOW_MIN_SECONDS} to ${WRITING_WINDOW_MAX_SECONDS}.`}
            inputMode="numeric"
            autoComplete="off"
            value={shown}
            disabled={settings.isPending}
            error={problem ?? undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
          />
          <Button type="submit" loading={save.isPending} loadingLabel="Saving...">
            Save
          </Button>
          {done && <p>{done}</p>}
        </form>
      )}
    </section>
  );
}
