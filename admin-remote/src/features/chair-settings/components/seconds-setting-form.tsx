import type { ChairSettings } from '@cc/api/contract';
import { announce, Button, TextField } from '@cc/design-system';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useChairSettings, useSaveChairSettings } from '../api/chair-settings';

/** The field's problem in words, or null when the value is a whole number within the bounds. */
export function secondsProblem(value: string, min: number, max: number): string | null {
  const text = value.trim();
  if (text === '') return 'Enter a number of seconds';
  const seconds = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(seconds)) return 'Enter a whole number of seconds, such as 60';
  if (seconds < min) return `Enter at least ${min} seconds`;
  if (seconds > max) return `Enter at most ${max} seconds`;
  return null;
}

export interface SecondsSettingFormProps {
  id: string;
  setting: keyof ChairSettings;
  label: string;
  /** The Save button's words, naming what it saves (two forms sit side by side). */
  saveLabel: string;
  min: number;
  max: number;
  /** What was saved, in a sentence: shown under the form and announced. */
  savedText: (seconds: number) => string;
}

/**
 * One chair setting in seconds, with its own Save: a wrong value is refused beside the field (announced, focus kept
 * there) before anything is sent; the PUT carries only this setting, so the others keep their values.
 */
export function SecondsSettingForm({ id, setting, label, saveLabel, min, max, savedText }: SecondsSettingFormProps) {
  const settings = useChairSettings();
  const save = useSaveChairSettings();
  const [value, setValue] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const stored = settings.data?.[setting];
  const shown = value ?? (stored === undefined ? '' : String(stored));

  useEffect(() => {
    if (problem) fieldRef.current?.focus();
  }, [problem]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setDone(null);
    const wrong = secondsProblem(shown, min, max);
    setProblem(wrong);
    if (wrong) return announce(wrong, 'assertive');
    save.mutate(
      { [setting]: Number(shown.trim()) },
      {
        onSuccess: (saved) => {
          setValue(null);
          const message = savedText(saved[setting]);
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
    <form noValidate onSubmit={submit}>
      <TextField
        ref={fieldRef}
        id={id}
        label={label}
        hint={`A whole number from ${min} to ${max}.`}
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
      <Button
        type="submit"
        loading={save.isPending && save.variables?.[setting] !== undefined}
        loadingLabel="Saving..."
      >
        {saveLabel}
      </Button>
      {done && <p>{done}</p>}
    </form>
  );
}
