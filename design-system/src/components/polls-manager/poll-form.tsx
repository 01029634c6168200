import { type FormEvent, useEffect, useId, useState } from 'react';
import { announce } from '../../live-region/announcer-store';
import { moveFocusTo } from '../../utils/focus';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { TextField } from '../text-field/text-field';
import {
  type DraftErrors,
  draftBody,
  draftErrors,
  draftOf,
  newOptionKey,
  POLL_LIMITS,
  type PollDraft,
} from './poll-draft';
import type { ManagedPollKind, ManagedPollView, PollDraftBody } from './poll-types';
import { POLL_KIND_WORDS } from './poll-words';

const KIND_HINTS: Record<ManagedPollKind, string> = {
  single: 'Each person picks one option.',
  multiple: 'Each person picks one or more options.',
  scale: 'Each person picks a number from 1 to 5.',
  text: 'Each person writes a few words. An answer shows only after you approve it.',
};

export interface PollFormProps {
  /** The draft to edit, or null for a new poll. */
  poll: ManagedPollView | null;
  /** Sends the poll; rejects with a message a person can act on. */
  onSave: (body: PollDraftBody) => Promise<void>;
  onCancel: () => void;
  headingLevel: 3 | 4 | 5;
}

/**
 * Writing a poll ahead of time, or editing a draft: the question, the kind (radio buttons, one press each), the
 * options (2 to 8, added and removed with focus kept on a field), a scale's end labels and whether attendees see the
 * results while it is open. Problems show beside their fields; focus goes to the first.
 */
export function PollForm({ poll, onSave, onCancel, headingLevel }: PollFormProps) {
  const [draft, setDraft] = useState<PollDraft>(() => draftOf(poll));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const id = useId();
  const ids = {
    heading: `${id}-heading`,
    question: `${id}-question`,
    kind: `${id}-kind`,
    add: `${id}-add`,
    low: `${id}-low`,
    high: `${id}-high`,
    failure: `${id}-failure`,
    option: (key: number) => `${id}-option-${key}`,
  };
  const Heading = `h${headingLevel}` as const;
  const choices = draft.kind === 'single' || draft.kind === 'multiple';

  useEffect(() => {
    moveFocusTo(ids.question);
  }, [ids.question]);
  useEffect(() => {
    if (focusNext && moveFocusTo(focusNext)) setFocusNext(null);
  }, [focusNext]);

  const change = (next: Partial<PollDraft>) => setDraft((current) => ({ ...current, ...next }));
  const setOption = (key: number, label: string) =>
    change({ options: draft.options.map((option) => (option.key === key ? { ...option, label } : option)) });

  const addOption = () => {
    if (draft.options.length >= POLL_LIMITS.maxOptions) return;
    const key = newOptionKey();
    change({ options: [...draft.options, { key, label: '' }] });
    setFocusNext(ids.option(key));
    announce(`Option ${draft.options.length + 1} added.`);
  };
  /** Focus goes to the option that takes the removed one's place, or to the one before when it was last. */
  const removeOption = (key: number) => {
    const index = draft.options.findIndex((option) => option.key === key);
    const rest = draft.options.filter((option) => option.key !== key);
    change({ options: rest });
    const next = rest[index] ?? rest[index - 1];
    if (next) setFocusNext(ids.option(next.key));
    announce(`Option ${index + 1} removed. ${rest.length} options left.`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const found = draftErrors(draft);
    setErrors(found);
    const first = Object.keys(found)[0] as keyof DraftErrors | undefined;
    if (first) {
      const target =
        first === 'question' ? ids.question : first === 'low' ? ids.low : first === 'high' ? ids.high : null;
      const key = first.startsWith('option-') ? Number(first.slice('option-'.length)) : null;
      setFocusNext(target ?? (key === null ? ids.question : ids.option(key)));
      announce(found[first] ?? '', 'assertive');
      return;
    }
    setSaving(true);
    try {
      await onSave(draftBody(draft));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setFailure(message);
      setFocusNext(ids.failure);
      announce(message, 'assertive');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="ds-polls__form" aria-labelledby={ids.heading} noValidate onSubmit={submit}>
      <Heading id={ids.heading} className="ds-polls__form-heading">
        {poll ? 'Edit the poll' : 'Write a poll'}
      </Heading>
      {failure && (
        <p id={ids.failure} className="ds-field__error" tabIndex={-1}>
          Not saved: {failure}
        </p>
      )}
      <TextField
        id={ids.question}
        label="Question"
        hint={`Up to ${POLL_LIMITS.question} characters.`}
        value={draft.question}
        maxLength={POLL_LIMITS.question + 50}
        autoComplete="off"
        error={errors.question}
        onChange={(event) => change({ question: event.target.value })}
      />
      <fieldset id={ids.kind} className="ds-fieldset">
        <legend>Kind of poll</legend>
        {(Object.keys(POLL_KIND_WORDS) as ManagedPollKind[]).map((kind) => (
          <div key={kind} className="ds-checkbox">
            <input
              id={`${ids.kind}-${kind}`}
              type="radio"
              name={`${ids.kind}-kind`}
              className="ds-checkbox__input"
              checked={draft.kind === kind}
              aria-describedby={`${ids.kind}-${kind}-hint`}
              onChange={() => change({ kind })}
            />
            <label htmlFor={`${ids.kind}-${kind}`} className="ds-checkbox__label">
              {POLL_KIND_WORDS[kind]}
            </label>
            <p id={`${ids.kind}-${kind}-hint`} className="ds-field__hint ds-checkbox__messages">
              {KIND_HINTS[kind]}
            </p>
          </div>
        ))}
      </fieldset>
      {choices && (
        <fieldset className="ds-fieldset">
          <legend>Options</legend>
          <p className="ds-field__hint">
            From {POLL_LIMITS.minOptions} to {POLL_LIMITS.maxOptions} options, each up to {POLL_LIMITS.option}{' '}
            characters.
          </p>
          <ol className="ds-polls__options">
            {draft.options.map((option, index) => (
              <li key={option.key} className="ds-polls__option">
                <TextField
                  id={ids.option(option.key)}
                  label={`Option ${index + 1}`}
                  value={option.label}
                  maxLength={POLL_LIMITS.option + 50}
                  autoComplete="off"
                  error={errors[`option-${option.key}`]}
                  onChange={(event) => setOption(option.key, event.target.value)}
                />
                {draft.options.length > POLL_LIMITS.minOptions && (
                  <Button variant="secondary" onClick={() => removeOption(option.key)}>
                    Remove option {index + 1}
                  </Button>
                )}
              </li>
            ))}
          </ol>
          {draft.options.length < POLL_LIMITS.maxOptions ? (
            <Button id={ids.add} variant="secondary" onClick={addOption}>
              Add an option
            </Button>
          ) : (
            <p>{POLL_LIMITS.maxOptions} options is the most a poll can have.</p>
          )}
        </fieldset>
      )}
      {draft.kind === 'scale' && (
        <fieldset className="ds-fieldset">
          <legend>What the ends of the scale mean (optional: both or neither)</legend>
          <TextField
            id={ids.low}
            label="1 means"
            hint="For example: Not useful"
            value={draft.low}
            autoComplete="off"
            error={errors.low}
            onChange={(event) => change({ low: event.target.value })}
          />
          <TextField
            id={ids.high}
            label="5 means"
            hint="For example: Very useful"
            value={draft.high}
            autoComplete="off"
            error={errors.high}
            onChange={(event) => change({ high: event.target.value })}
          />
        </fieldset>
      )}
      <Checkbox
        label="Show results to attendees while the poll is open"
        hint="After it closes they always see them. You can change this while it is open."
        checked={draft.resultsVisible}
        onChange={(event) => change({ resultsVisible: event.target.checked })}
      />
      <div className="ds-cluster">
        <Button type="submit" loading={saving} loadingLabel="Saving...">
          {poll ? 'Save changes' : 'Save poll'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
