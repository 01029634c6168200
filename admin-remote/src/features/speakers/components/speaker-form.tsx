import { ApiRequestError } from '@cc/api/client';
import type { AdminSpeaker } from '@cc/api/contract';
import { Alert, announce, Button, TextArea, TextField } from '@cc/design-system';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useCreateSpeaker, useUpdateSpeaker } from '../api/speakers-api';
import {
  type SpeakerDraft,
  type SpeakerDraftErrors,
  speakerDraftErrors,
  speakerDraftOf,
  speakerUpdateBody,
} from '../utils/speaker-form';

export interface SpeakerFormProps {
  /** The speaker to edit, or null for a new one. */
  speaker: AdminSpeaker | null;
  onDone: (message: string) => void;
  onClose: () => void;
}

/**
 * Name, affiliation and biography of a speaker. Saves with the version it started from, so a concurrent change is
 * reported instead of overwritten; a rename shows on every session of the speaker.
 */
export function SpeakerForm({ speaker, onDone, onClose }: SpeakerFormProps) {
  const [draft, setDraft] = useState<SpeakerDraft>(() => speakerDraftOf(speaker));
  const [errors, setErrors] = useState<SpeakerDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateSpeaker();
  const update = useUpdateSpeaker();
  const nameRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  // After the dialog opened: showModal() focuses its first control (the close button) once our effects ran.
  useEffect(() => {
    const timer = setTimeout(() => nameRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const field = (key: keyof SpeakerDraft) => ({
    value: draft[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, [key]: value }));
    },
  });

  const fail = (error: Error) => {
    const stale = error instanceof ApiRequestError && error.statusCode === 409 && error.code === 'STALE_VERSION';
    const text = `Could not save: ${error.message}${stale ? ' Close this form and open the speaker again.' : ''}`;
    setFailure(text);
    announce(text, 'assertive');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = speakerDraftErrors(draft);
    setErrors(found);
    if (found.name) {
      announce(`One field needs correcting: ${found.name}`, 'assertive');
      nameRef.current?.focus();
      return;
    }
    setFailure(null);
    if (!speaker) {
      create.mutate(
        { name: draft.name, bio: draft.bio, affiliation: draft.affiliation },
        { onSuccess: (created) => onDone(`Speaker added: ${created.name}`), onError: fail },
      );
      return;
    }
    const body = speakerUpdateBody(draft, speaker);
    if (Object.keys(body).length === 1) {
      onDone('No changes to save');
      return;
    }
    update.mutate(
      { id: speaker.id, body },
      { onSuccess: (saved) => onDone(`Speaker updated: ${saved.name}`), onError: fail },
    );
  };

  return (
    <form
      id={formId}
      className="cc-speaker-form"
      aria-label={speaker ? `Edit speaker: ${speaker.name}` : 'New speaker'}
      onSubmit={submit}
      noValidate
    >
      {failure && (
        <div ref={failureRef} tabIndex={-1}>
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      <TextField {...field('name')} ref={nameRef} label="Name" required maxLength={200} />
      <TextField {...field('affiliation')} label="Affiliation" hint="Organisation, optional" maxLength={200} />
      <TextArea
        {...field('bio')}
        label="Biography"
        hint="Shown on the speaker's page; leave a blank line between paragraphs"
        rows={6}
        maxLength={5000}
      />
      {speaker && speaker.sessionCount > 0 && (
        <p className="cc-speaker-form__note">
          A new name shows at once on{' '}
          {speaker.sessionCount === 1 ? 'their session' : `their ${speaker.sessionCount} sessions`}.
        </p>
      )}
      <div className="ds-cluster">
        <Button type="submit" loading={create.isPending || update.isPending} loadingLabel="Saving...">
          {speaker ? 'Save speaker' : 'Add speaker'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {speaker ? 'Close' : 'Discard'}
        </Button>
      </div>
    </form>
  );
}
