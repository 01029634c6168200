import { ApiRequestError } from '@cc/api/client';
import type { AdminSession, AdminSessionUpdate } from '@cc/api/contract';
import { Alert, Button, formatDateGB, formatTimeRange, SelectField, TextArea, TextField } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { adminSessionsQueryKey } from '../api/get-admin-sessions';
import { useUpdateSession } from '../api/update-session';
import { messages } from '../utils/messages';

interface Draft {
  title: string;
  speaker: string;
  abstractContent: string;
  sessionLevel: string;
  topicCategory: string;
}

function draftOf(session: AdminSession): Draft {
  return {
    title: session.title,
    speaker: session.speaker ?? '',
    abstractContent: session.abstractContent ?? '',
    sessionLevel: session.sessionLevel ?? '',
    topicCategory: session.topicCategory ?? '',
  };
}

/** Only the fields that changed (admin.md §5: nothing is sent when nothing valid changed). */
export function changedFields(session: AdminSession, draft: Draft): Partial<AdminSessionUpdate> {
  const original = draftOf(session);
  const changes: Partial<AdminSessionUpdate> = {};
  for (const key of Object.keys(original) as (keyof Draft)[]) {
    if (draft[key].trim() !== original[key].trim()) changes[key] = draft[key];
  }
  return changes;
}

interface SessionEditFormProps {
  session: AdminSession;
  levels: string[];
  onCancel: () => void;
  onSaved: (message: string) => void;
}

/**
 * Inline edit of one row (admin.md §2): title, speaker, abstract, level and topic category; track, date and
 * time are shown read-only. Saves with the version it started from, so a concurrent change is not overwritten.
 */
export function SessionEditForm({ session, levels, onCancel, onSaved }: SessionEditFormProps) {
  const [base, setBase] = useState(session);
  const [draft, setDraft] = useState(() => draftOf(session));
  const [titleError, setTitleError] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; stale: boolean } | null>(null);
  const update = useUpdateSession();
  const queryClient = useQueryClient();
  const legendId = useId();
  const titleInput = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    titleInput.current?.focus();
  }, []);

  // A failed save takes focus to its message once it has rendered.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const levelOptions = [
    { value: '', label: 'Not set' },
    ...[
      ...new Set([
        ...levels,
        'Beginner',
        'Intermediate',
        'Advanced',
        ...(base.sessionLevel ? [base.sessionLevel] : []),
      ]),
    ].map((level) => ({ value: level, label: level })),
  ];

  const set = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim()) {
      setTitleError(messages.titleRequired);
      titleInput.current?.focus();
      return;
    }
    setTitleError(null);
    const changes = changedFields(base, draft);
    if (Object.keys(changes).length === 0) {
      onSaved(messages.noChanges);
      return;
    }
    update.mutate(
      { id: base.id, body: { version: base.version, ...changes } },
      {
        onSuccess: () => onSaved(messages.updated),
        onError: (failure) => {
          const stale = failure instanceof ApiRequestError && failure.statusCode === 409;
          setError({ text: messages.updateFailed(failure.message), stale });
        },
      },
    );
  };

  /** After a 409: start again from the stored session, keeping nothing of the lost edit. */
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: adminSessionsQueryKey });
    const latest = queryClient
      .getQueryData<{ sessions: AdminSession[] }>(adminSessionsQueryKey)
      ?.sessions.find((s) => s.id === base.id);
    if (latest) {
      setBase(latest);
      setDraft(draftOf(latest));
    }
    setError(null);
    titleInput.current?.focus();
  };

  return (
    <form className="cc-session-edit" onSubmit={submit} noValidate aria-labelledby={legendId}>
      <h3 id={legendId} className="cc-session-edit__heading">
        Edit session: {base.title}
      </h3>
      <dl className="cc-session-edit__fixed">
        <div>
          <dt>Track</dt>
          <dd>{base.track ?? base.sessionNumber ?? 'None'}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatDateGB(base.sessionDate)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatTimeRange(base.startTime, base.endTime)}</dd>
        </div>
      </dl>
      {error && (
        <div ref={errorRef} tabIndex={-1} className="cc-session-edit__error">
          <Alert tone="error">{error.text}</Alert>
          {error.stale && (
            <Button variant="secondary" onClick={reload}>
              Reload session
            </Button>
          )}
        </div>
      )}
      <div className="cc-session-edit__fields">
        <TextField
          ref={titleInput}
          label="Title"
          value={draft.title}
          required
          error={titleError}
          maxLength={300}
          onChange={(event) => set('title')(event.target.value)}
        />
        <TextField
          label="Speaker"
          hint="Separate several presenters with a semicolon (;)"
          value={draft.speaker}
          maxLength={1000}
          onChange={(event) => set('speaker')(event.target.value)}
        />
        <SelectField
          label="Session level"
          value={draft.sessionLevel}
          options={levelOptions}
          onChange={(event) => set('sessionLevel')(event.target.value)}
        />
        <TextField
          label="Topic category"
          value={draft.topicCategory}
          maxLength={200}
          onChange={(event) => set('topicCategory')(event.target.value)}
        />
        <TextArea
          className="cc-session-edit__abstract"
          label="Abstract"
          value={draft.abstractContent}
          rows={6}
          maxLength={20000}
          showCount={false}
          onChange={(event) => set('abstractContent')(event.target.value)}
        />
      </div>
      <div className="ds-cluster">
        <Button type="submit" loading={update.isPending} loadingLabel="Saving...">
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
