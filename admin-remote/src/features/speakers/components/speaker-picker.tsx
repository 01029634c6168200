import { ApiRequestError } from '@cc/api/client';
import type { SessionSpeakerRef } from '@cc/api/contract';
import { announce, Button, Checkbox, TextField } from '@cc/design-system';
import { type KeyboardEvent, useId, useState } from 'react';
import { useAdminSpeakers, useCreateSpeaker } from '../api/speakers-api';
import { filterSpeakers, pickerStatus, speakerNameError, toggleSpeaker } from '../utils/speaker-form';
import './speakers.css';

const SHOWN_AT_ONCE = 30;

export interface SpeakerPickerProps {
  /** The chosen speaker ids, in the order the session lists them. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** The session's stored speakers: their names show while the list loads. */
  known?: readonly SessionSpeakerRef[];
}

/**
 * The session editor's speakers (issue 21): checkboxes from the speakers list under a filter field, the chosen
 * ones always listed first so they can be unticked whatever the filter, and a field to add a speaker who is not
 * on the list yet. Ticking adds a speaker at the end of the order. Enter in its fields never sends the session.
 */
export function SpeakerPicker({ value, onChange, known = [] }: SpeakerPickerProps) {
  const speakers = useAdminSpeakers();
  const create = useCreateSpeaker();
  const [filter, setFilter] = useState('');
  const [newName, setNewName] = useState('');
  const [newNameError, setNewNameError] = useState<string | undefined>();
  const legendId = useId();
  const chosenId = useId();

  const all = speakers.data?.speakers ?? [];
  const byId = new Map<number, { id: number; name: string; affiliation: string | null }>();
  for (const speaker of known) byId.set(speaker.id, { ...speaker, affiliation: null });
  for (const speaker of all) byId.set(speaker.id, speaker);
  const chosen = value.flatMap((id) => byId.get(id) ?? []);
  const matching = filterSpeakers(
    all.filter((speaker) => !value.includes(speaker.id)),
    filter,
  );
  // A conference has hundreds of speakers: a few dozen boxes at a time keep the form quick to draw and to tab
  // through; the filter finds the rest.
  const others = matching.slice(0, SHOWN_AT_ONCE);

  const keepFormClosed = (action?: () => void) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action?.();
  };

  const add = () => {
    const error = speakerNameError(newName);
    setNewNameError(error);
    if (error) return;
    create.mutate(
      { name: newName },
      {
        onSuccess: (speaker) => {
          onChange(toggleSpeaker(value, speaker.id, true));
          setNewName('');
          announce(`Speaker added and chosen: ${speaker.name}`);
        },
        onError: (failure) => {
          const text =
            failure instanceof ApiRequestError && failure.statusCode === 409
              ? failure.message
              : `Could not add the speaker: ${failure.message}`;
          setNewNameError(text);
          announce(text, 'assertive');
        },
      },
    );
  };

  const option = (speaker: { id: number; name: string; affiliation: string | null }) => (
    <li key={speaker.id}>
      <Checkbox
        label={speaker.affiliation ? `${speaker.name} (${speaker.affiliation})` : speaker.name}
        checked={value.includes(speaker.id)}
        onChange={(event) => onChange(toggleSpeaker(value, speaker.id, event.target.checked))}
      />
    </li>
  );

  return (
    <fieldset className="cc-speaker-picker ds-fieldset" aria-labelledby={legendId} aria-describedby={chosenId}>
      <legend id={legendId}>Speakers</legend>
      <p id={chosenId} className="cc-speaker-picker__chosen">
        {chosen.length === 0 ? 'No speaker chosen.' : `In this order: ${chosen.map((s) => s.name).join(', ')}.`}
      </p>
      <TextField
        type="search"
        label="Filter speakers"
        hint="Type part of a name or organisation"
        autoComplete="off"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        onKeyDown={keepFormClosed()}
      />
      {speakers.isError && <p>The speakers list could not be loaded: {speakers.error.message}</p>}
      <ul className="cc-speaker-picker__options" aria-label="Speakers to choose from">
        {chosen.map(option)}
        {others.map(option)}
      </ul>
      {speakers.isSuccess && (
        <p className="cc-speaker-picker__count" role="status">
          {pickerStatus(others.length, matching.length, filter.trim() !== '')}
        </p>
      )}
      <div className="cc-speaker-picker__add">
        <TextField
          label="Add a new speaker"
          hint="Their name; add a biography on the Speakers tab"
          maxLength={200}
          value={newName}
          error={newNameError}
          onChange={(event) => setNewName(event.target.value)}
          onKeyDown={keepFormClosed(add)}
        />
        <Button variant="secondary" loading={create.isPending} loadingLabel="Adding..." onClick={add}>
          Add and choose
        </Button>
      </div>
    </fieldset>
  );
}
