import { ApiRequestError } from '@cc/api/client';
import type { AdminSession, AdminSessionUpdate } from '@cc/api/contract';
import { Alert, Button, Dialog, TextArea, TextField } from '@cc/design-system';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useUpdateSession } from '../api/sessions';
import { messages } from '../utils/messages';

interface Draft {
  title: string;
  speaker: string;
  location: string;
  topicCategory: string;
  sessionLevel: string;
  description: string;
  abstractContent: string;
}

const FIELDS: (keyof Draft)[] = [
  'title',
  'speaker',
  'location',
  'topicCategory',
  'sessionLevel',
  'description',
  'abstractContent',
];

function draftOf(session: AdminSession): Draft {
  return {
    title: session.title,
    speaker: session.speaker ?? '',
    location: session.location ?? '',
    topicCategory: session.topicCategory ?? '',
    sessionLevel: session.sessionLevel ?? '',
    description: session.description ?? '',
    abstractContent: session.abstractContent ?? '',
  };
}

interface SessionEditDialogProps {
  session: AdminSession | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The content moderator's session edit form, in the design-system Dialog. */
export function SessionEditDialog({ session, onClose, onDone }: SessionEditDialogProps) {
  return (
    <Dialog
      open={session !== null}
      onClose={onClose}
      title={session ? `Edit session: ${session.title}` : 'Edit session'}
      headingLevel={3}
      className="cc-content-dialog"
    >
      {session && <SessionEditForm key={session.id} session={session} onCancel={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function SessionEditForm({
  session,
  onCancel,
  onDone,
}: {
  session: AdminSession;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(session));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateSession();
  const titleInput = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const frame = requestAnimationFrame(() => titleInput.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  // A failed save takes focus to its message once it has rendered.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const set = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim()) {
      setTitleError(messages.titleRequired);
      titleInput.current?.focus();
      return;
    }
    setTitleError(null);
    const original = draftOf(session);
    const changes: Partial<AdminSessionUpdate> = {};
    for (const field of FIELDS) {
      if (draft[field].trim() !== original[field].trim()) changes[field] = draft[field];
    }
    if (Object.keys(changes).length === 0) {
      onDone('No changes to save');
      return;
    }
    update.mutate(
      { id: session.id, body: { version: session.version, ...changes } },
      {
        onSuccess: () => onDone(messages.updated('Session')),
        onError: (error) => {
          const stale = error instanceof ApiRequestError && error.statusCode === 409;
          setFailure(
            messages.updateFailed('Session', error.message) +
              (stale ? ' Close this form to see the latest version, then edit again.' : ''),
          );
        },
      },
    );
  };

  return (
    <form className="cc-content-form" onSubmit={submit} noValidate>
      {failure && (
        <div ref={failureRef} tabIndex={-1}>
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      <TextField
        ref={titleInput}
        label="Title"
        required
        maxLength={300}
        value={draft.title}
        error={titleError}
        onChange={(event) => set('title')(event.target.value)}
      />
      <TextField
        label="Speaker"
        hint="Separate several presenters with a semicolon (;)"
        maxLength={1000}
        value={draft.speaker}
        onChange={(event) => set('speaker')(event.target.value)}
      />
      <div className="cc-content-form__row">
        <TextField
          label="Location"
          maxLength={300}
          value={draft.location}
          onChange={(event) => set('location')(event.target.value)}
        />
        <TextField
          label="Topic category"
          maxLength={200}
          value={draft.topicCategory}
          onChange={(event) => set('topicCategory')(event.target.value)}
        />
        <TextField
          label="Session level"
          maxLength={100}
          value={draft.sessionLevel}
          onChange={(event) => set('sessionLevel')(event.target.value)}
        />
      </div>
      <TextArea
        label="Description"
        rows={4}
        maxLength={20000}
        showCount={false}
        value={draft.description}
        onChange={(event) => set('description')(event.target.value)}
      />
      <TextArea
        label="Abstract"
        rows={6}
        maxLength={20000}
        showCount={false}
        value={draft.abstractContent}
        onChange={(event) => set('abstractContent')(event.target.value)}
      />
      <div className="ds-cluster">
        <Button type="submit" loading={update.isPending} loadingLabel="Saving...">
          Save Changes
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
