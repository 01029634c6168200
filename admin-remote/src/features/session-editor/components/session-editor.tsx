import { ApiRequestError, apiRequest } from '@cc/api/client';
import type { AdminSession, ClashOverride, ProgrammeClash } from '@cc/api/contract';
import { Alert, announce, Badge, Button, SelectField, TextArea, TextField } from '@cc/design-system';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SpeakerPicker } from '../../speakers/components/speaker-picker';
import {
  useCancelSession,
  useCreateSession,
  useReinstateSession,
  useSaveSession,
  useVenues,
} from '../api/session-editor-api';
import {
  type DraftErrors,
  draftErrors,
  draftOf,
  KEEP_PLACE,
  type SessionDraft,
  sessionBody,
  type TextDraftField,
} from '../utils/session-form';
import { ClashPanel } from './clash-panel';
import './session-editor.css';

const LEVELS = ['Beginner', 'Intermediate', 'Advanced'];

export interface SessionEditorProps {
  /** The session to edit, or null for a new one. */
  session: AdminSession | null;
  /** Saved (or created): the message to show; the editor closes. */
  onDone: (message: string, session: AdminSession) => void;
  onClose: () => void;
  /** Heading level of the editor's name. */
  headingLevel?: 2 | 3 | 4;
  /** Inside a dialog that already shows the name: the heading is kept for the form's name but not shown. */
  hideHeading?: boolean;
}

/**
 * The one session editor (issue 21), for a new session and for an edit alike: every field, the room chosen from
 * the venues, date and time inputs; for a stored session also Cancel with a reason and Reinstate. Saves with the
 * version it started from, so a concurrent change is reported instead of overwritten. Fields stack in one column
 * on narrow screens.
 */
export function SessionEditor({ session, onDone, onClose, headingLevel = 3, hideHeading = false }: SessionEditorProps) {
  const [base, setBase] = useState(session);
  const [draft, setDraft] = useState(() => draftOf(session));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [reason, setReason] = useState('');
  /** A save refused for clashes: what they are, and the same save again with the admin's reason. */
  const [clash, setClash] = useState<{
    messages: string[];
    actionLabel: string;
    retry: (override: ClashOverride) => void;
  } | null>(null);
  const clashRef = useRef<HTMLDivElement>(null);
  const [statusMessage, setStatusMessage] = useState<string | null>(null);
  const create = useCreateSession();
  const save = useSaveSession();
  const cancel = useCancelSession();
  const reinstate = useReinstateSession();
  const venues = useVenues();
  const headingId = useId();
  const fieldRefs = useRef(new Map<keyof SessionDraft, HTMLElement>());
  const failureRef = useRef<HTMLDivElement>(null);
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  const title = base ? `Edit session: ${base.title}` : 'New session';

  useEffect(() => {
    fieldRefs.current.get('title')?.focus();
  }, []);

  // A failure takes focus to its message once it has rendered; the message is announced as well.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  useEffect(() => {
    if (clash) clashRef.current?.focus();
  }, [clash]);

  const ref = (key: keyof SessionDraft) => (element: HTMLElement | null) => {
    if (element) fieldRefs.current.set(key, element);
    else fieldRefs.current.delete(key);
  };
  const field = (key: TextDraftField) => ({
    ref: ref(key),
    value: draft[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, [key]: value }));
    },
  });

  /** A failure; a clash (409 SESSION_CLASH) instead opens the clash list, from which `retry` saves anyway. */
  const failOr =
    (retry: (override: ClashOverride) => void, actionLabel = 'Save anyway') =>
    (error: Error) => {
      const clashes = error instanceof ApiRequestError ? clashesOf(error) : null;
      if (!clashes) {
        fail(error);
        return;
      }
      const messages = clashes.map((item) => item.message);
      setClash({ messages, actionLabel, retry });
      announce(
        `Not saved: ${messages.length === 1 ? 'one clash' : `${messages.length} clashes`}. ${messages.join('. ')}`,
        'assertive',
      );
    };

  const fail = (error: Error) => {
    setClash(null);
    const stale = error instanceof ApiRequestError && error.statusCode === 409;
    const text = `Could not save: ${error.message}`;
    setFailure({ text, stale });
    announce(text, 'assertive');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    const first = Object.keys(found)[0] as keyof SessionDraft | undefined;
    if (first) {
      announce(
        `${Object.keys(found).length === 1 ? 'One field needs' : 'Some fields need'} correcting: ${Object.values(found).join('. ')}`,
        'assertive',
      );
      fieldRefs.current.get(first)?.focus();
      return;
    }
    setFailure(null);
    setClash(null);
    const body = sessionBody(draft, base);
    if (!base) {
      const send = (saveAnyway?: ClashOverride) =>
        create.mutate(
          { ...body, title: draft.title, ...(saveAnyway ? { saveAnyway } : {}) },
          {
            onSuccess: (created) => onDone(`Session created: ${created.title}`, created),
            onError: saveAnyway ? fail : failOr(send),
          },
        );
      send();
      return;
    }
    if (Object.keys(body).length === 0) {
      onDone('No changes to save', base);
      return;
    }
    const send = (saveAnyway?: ClashOverride) =>
      save.mutate(
        { id: base.id, body: { version: base.version, ...body, ...(saveAnyway ? { saveAnyway } : {}) } },
        {
          onSuccess: (saved) => onDone('Session updated successfully', saved),
          onError: saveAnyway ? fail : failOr(send),
        },
      );
    send();
  };

  /** Cancel and Reinstate take effect at once; the editor goes on from the new version. */
  const changeStatus = (kind: 'cancel' | 'reinstate') => {
    if (!base) return;
    setFailure(null);
    setClash(null);
    const onSuccess = ({ session: changed }: { session: AdminSession }) => {
      setClash(null);
      setBase(changed);
      setReason('');
      const text =
        kind === 'cancel'
          ? `Session cancelled: ${changed.title}. Attendees have been told.`
          : `Session reinstated: ${changed.title}. Attendees have been told.`;
      announce(text);
      setStatusMessage(text);
    };
    if (kind === 'cancel') {
      cancel.mutate(
        { id: base.id, body: { version: base.version, ...(reason.trim() ? { reason } : {}) } },
        { onSuccess, onError: fail },
      );
    } else {
      const send = (saveAnyway?: ClashOverride) =>
        reinstate.mutate(
          { id: base.id, body: { version: base.version, ...(saveAnyway ? { saveAnyway } : {}) } },
          { onSuccess, onError: saveAnyway ? fail : failOr(send, 'Reinstate anyway') },
        );
      send();
    }
  };
  /** After a 409: start again from the stored session; the edit in progress is lost, as the message said. */
  const reload = (latest: AdminSession | undefined) => {
    if (latest) {
      setBase(latest);
      setDraft(draftOf(latest));
    }
    setFailure(null);
    fieldRefs.current.get('title')?.focus();
  };

  const venueOptions = [
    { value: '', label: 'No room yet (TBA)' },
    ...(base && base.venueId === null && draftOf(base).room === KEEP_PLACE
      ? [{ value: KEEP_PLACE, label: `Keep: ${base.location ?? base.building ?? base.room} (not a listed venue)` }]
      : []),
    ...(venues.data?.venues ?? []).map((venue) => ({
      value: String(venue.id),
      label: `${venue.name}, ${venue.building}`,
    })),
  ];
  const levelOptions = [
    { value: '', label: 'Not set' },
    ...[...new Set([...LEVELS, ...(draft.sessionLevel ? [draft.sessionLevel] : [])])].map((level) => ({
      value: level,
      label: level,
    })),
  ];
  const busy = create.isPending || save.isPending;

  return (
    <section className="cc-session-editor" aria-labelledby={headingId}>
      <Heading id={headingId} className={hideHeading ? 'ds-visually-hidden' : 'cc-session-editor__heading'}>
        {title}
        {base?.status === 'cancelled' && (
          <>
            {' '}
            <Badge tone="danger">CANCELLED</Badge>
          </>
        )}
      </Heading>
      {failure && (
        <div ref={failureRef} tabIndex={-1} className="cc-session-editor__failure">
          <Alert tone="error">
            {failure.text}
            {failure.stale && ' Reload to start again from their version; your changes here are not kept.'}
          </Alert>
          {failure.stale && base && <ReloadButton id={base.id} onReloaded={reload} />}
        </div>
      )}
      {clash && (
        <ClashPanel
          ref={clashRef}
          messages={clash.messages}
          headingLevel={Math.min(headingLevel + 1, 5) as 3 | 4 | 5}
          actionLabel={clash.actionLabel}
          busy={create.isPending || save.isPending || reinstate.isPending}
          onSaveAnyway={clash.retry}
        />
      )}
      <form className="cc-session-editor__form" aria-labelledby={headingId} onSubmit={submit} noValidate>
        <div className="cc-session-editor__fields">
          <TextField {...field('title')} label="Title" required maxLength={300} className="cc-session-editor__wide" />
          <TextField {...field('sessionNumber')} label="Session number" maxLength={50} />
          <TextField {...field('track')} label="Track" maxLength={100} />
          <div className="cc-session-editor__wide">
            <SpeakerPicker
              value={draft.speakerIds}
              known={base?.speakers}
              onChange={(speakerIds) => setDraft((current) => ({ ...current, speakerIds }))}
            />
          </div>
          <TextField {...field('sessionDate')} type="date" label="Date" />
          <TextField {...field('startTime')} type="time" label="Start time" />
          <TextField {...field('endTime')} type="time" label="End time" />
          <SelectField
            {...field('room')}
            label="Room"
            hint={venues.isError ? 'The list of venues could not be loaded' : 'Sets the venue and building too'}
            options={venueOptions}
            className="cc-session-editor__wide"
          />
          <TextField {...field('sessionFormat')} label="Format" hint="For example Workshop or Poster" maxLength={200} />
          <TextField {...field('topicCategory')} label="Topic category" maxLength={200} />
          <SelectField {...field('sessionLevel')} label="Level" options={levelOptions} />
          <TextField {...field('ageGroup')} label="Audience" hint="The age group it is for" maxLength={200} />
          <TextArea
            {...field('description')}
            label="Description"
            rows={3}
            maxLength={20000}
            showCount={false}
            className="cc-session-editor__wide"
          />
          <TextArea
            {...field('abstractContent')}
            label="Abstract"
            rows={5}
            maxLength={20000}
            showCount={false}
            className="cc-session-editor__wide"
          />
        </div>
        <div className="ds-cluster">
          <Button type="submit" loading={busy} loadingLabel={base ? 'Saving...' : 'Creating...'}>
            {base ? 'Save' : 'Create session'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {base ? 'Close' : 'Discard'}
          </Button>
        </div>
      </form>
      {base && (
        <fieldset className="cc-session-editor__status ds-fieldset">
          <legend>Status: {base.status === 'cancelled' ? 'Cancelled' : 'Active'}</legend>
          {statusMessage && <p role="status">{statusMessage}</p>}
          {base.status === 'cancelled' ? (
            <>
              {base.cancellationNotes && <p>Reason given: {base.cancellationNotes}</p>}
              <p>Reinstating shows the session again and announces that it is no longer cancelled.</p>
              <Button
                variant="secondary"
                loading={reinstate.isPending}
                loadingLabel="Reinstating..."
                onClick={() => changeStatus('reinstate')}
              >
                Reinstate session
              </Button>
            </>
          ) : (
            <>
              <TextArea
                label="Reason for cancelling (optional)"
                hint="Shown to attendees in the announcement and on the session page"
                rows={2}
                maxLength={1000}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <Button
                variant="danger"
                loading={cancel.isPending}
                loadingLabel="Cancelling..."
                onClick={() => changeStatus('cancel')}
              >
                Cancel session
              </Button>
            </>
          )}
        </fieldset>
      )}
    </section>
  );
}

/** The clashes of a 409 SESSION_CLASH, or null for any other failure. */
function clashesOf(error: ApiRequestError): ProgrammeClash[] | null {
  const clashes = error.details.clashes;
  return error.code === 'SESSION_CLASH' && Array.isArray(clashes) ? (clashes as ProgrammeClash[]) : null;
}

/** Fetches the stored session again (the list's cache entry is refreshed by the mutation). */
function ReloadButton({ id, onReloaded }: { id: number; onReloaded: (latest: AdminSession | undefined) => void }) {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      variant="secondary"
      loading={loading}
      loadingLabel="Reloading..."
      onClick={async () => {
        setLoading(true);
        try {
          const list = await apiRequest<{ sessions: AdminSession[] }>('GET', '/api/admin/sessions');
          onReloaded(list.sessions.find((s) => s.id === id));
        } finally {
          setLoading(false);
        }
      }}
    >
      Reload session
    </Button>
  );
}
