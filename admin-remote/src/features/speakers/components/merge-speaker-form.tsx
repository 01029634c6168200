import { ApiRequestError } from '@cc/api/client';
import type { AdminSpeaker } from '@cc/api/contract';
import { Alert, announce, Button, SelectField } from '@cc/design-system';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useMergeSpeakers } from '../api/speakers-api';

export interface MergeSpeakerFormProps {
  /** The speaker who stays. */
  kept: AdminSpeaker;
  /** Every speaker, to choose the one merged into `kept`. */
  speakers: readonly AdminSpeaker[];
  onDone: (message: string) => void;
  onClose: () => void;
}

const sessionsText = (count: number) => (count === 1 ? '1 session' : `${count} sessions`);

/**
 * "Dr X" and "X" become one speaker (issue 27): the chosen speaker's sessions move to the kept one, their address
 * leads to the kept one's page, and they are deleted. Sent with both versions seen here, so a change made meanwhile
 * is reported instead of merged over.
 */
export function MergeSpeakerForm({ kept, speakers, onDone, onClose }: MergeSpeakerFormProps) {
  const merge = useMergeSpeakers();
  const others = speakers.filter((speaker) => speaker.id !== kept.id);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  const merged = others.find((speaker) => String(speaker.id) === chosen) ?? null;

  // After the dialog opened: showModal() focuses its close button once our effects ran.
  useEffect(() => {
    const timer = setTimeout(() => selectRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!merged) {
      const text = 'Choose the speaker to merge.';
      setError(text);
      announce(text, 'assertive');
      selectRef.current?.focus();
      return;
    }
    setFailure(null);
    merge.mutate(
      { id: kept.id, body: { speakerId: merged.id, version: kept.version, speakerVersion: merged.version } },
      {
        onSuccess: ({ speaker, sessionsUpdated }) =>
          onDone(
            `Merged ${merged.name} into ${speaker.name}.${sessionsUpdated > 0 ? ` ${sessionsText(sessionsUpdated)} updated.` : ''}`,
          ),
        onError: (caught) => {
          const stale = caught instanceof ApiRequestError && caught.statusCode === 409;
          const text = `Could not merge: ${caught.message}${stale ? ' Close this form and try again.' : ''}`;
          setFailure(text);
          announce(text, 'assertive');
        },
      },
    );
  };

  return (
    <form id={formId} className="cc-speaker-form" aria-label={`Merge into ${kept.name}`} onSubmit={submit} noValidate>
      {failure && (
        <div ref={failureRef} tabIndex={-1}>
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      <p>
        {kept.name} stays. The speaker you choose is deleted: their sessions move to {kept.name}, and their speaker page
        leads to {kept.name}'s from now on.
      </p>
      <SelectField
        ref={selectRef}
        label="Speaker to merge"
        value={chosen}
        error={error ?? undefined}
        onChange={(event) => {
          setChosen(event.target.value);
          setError(null);
        }}
      >
        <option value="">Choose a speaker</option>
        {others.map((speaker) => (
          <option key={speaker.id} value={String(speaker.id)}>
            {[speaker.name, speaker.affiliation, sessionsText(speaker.sessionCount)].filter(Boolean).join(' · ')}
          </option>
        ))}
      </SelectField>
      {merged && (
        <p className="cc-speaker-form__note">
          {merged.sessionCount > 0
            ? `${sessionsText(merged.sessionCount)} of ${merged.name} will name ${kept.name} instead.`
            : `${merged.name} has no sessions.`}
          {!kept.bio.trim() && merged.bio.trim() ? ` ${kept.name} takes ${merged.name}'s biography.` : ''}
        </p>
      )}
      <div className="ds-cluster">
        <Button type="submit" loading={merge.isPending} loadingLabel="Merging...">
          Merge speakers
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
