/** One question being written: saved as it is written, with its marks, and sent now or when questions open. */
import { ApiRequestError } from '@cc/api/client';
import type { QuestionDraft, QuestionDraftSaveBody, QuestionDraftSendWhen } from '@cc/api/contract';
import { announce, Button, Checkbox, TextArea, TextField, useOnlineStatus } from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ReadAloudButton } from '../../components/read-aloud/read-aloud-button';
import { useWritingSignal } from '../../lib/writing-signal/use-writing-signal';
import { WritingSignalOptIn } from '../../lib/writing-signal/writing-signal-opt-in';
import { isTemporaryFailure } from '../bookmarks/utils/pending-changes';
import { PhraseBank } from '../phrases/components/phrase-bank';
import {
  DEVICE_TURN_LABEL,
  draftStateText,
  OFFLINE_SEND,
  READ_OUT_LOUD_LABEL,
  SAVED,
  SAVED_ON_DEVICE,
  SEAT_LABEL,
  SEND_NOW,
  SEND_WHEN_OPEN,
} from './draft-texts';
import { deleteDraft, draftsQueryKey, saveDraft, sendDraft, unscheduleDraft } from './drafts-api';
import { useUnsyncedDrafts } from './unsynced-drafts-store';

const SAVE_AFTER_MS = 700;
const QUESTION_MAX = 500;
const SEAT_MAX = 80;

type SaveState = 'idle' | 'saving' | 'saved' | 'device';

export interface DraftEditorProps {
  draft: QuestionDraft;
  number: number;
  timeZone: string;
  autoFocus: boolean;
  onGone(id: string): void;
  onSent(): void;
}

const bodyOf = (draft: QuestionDraft): QuestionDraftSaveBody => ({
  sessionId: draft.sessionId,
  text: draft.text,
  readOutLoud: draft.readOutLoud,
  deviceTurn: draft.deviceTurn,
  seat: draft.seat,
  shownName: draft.shownName,
});

export function DraftEditor({ draft, number, timeZone, autoFocus, onGone, onSent }: DraftEditorProps) {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const [body, setBody] = useState<QuestionDraftSaveBody>(() => bodyOf(draft));
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<Promise<boolean> | null>(null);
  const lastAnnounced = useRef<SaveState>('idle');
  const textRef = useRef<HTMLTextAreaElement>(null);
  // Not the draft's own id: a new box's is random, and the page's server-drawn HTML must match the browser's draw.
  const idBase = `draft-${useId()}`;
  // The session's chairs see how many are writing (only when the writer opted in; never who or what).
  const signalWriting = useWritingSignal(draft.sessionId);

  useEffect(() => {
    if (autoFocus) textRef.current?.focus();
  }, [autoFocus]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Said once when it changes kind, not at every save: a screen reader hears "Saved" once, not per pause.
  useEffect(() => {
    if ((saveState === 'saved' || saveState === 'device') && lastAnnounced.current !== saveState) {
      announce(saveState === 'saved' ? SAVED : SAVED_ON_DEVICE);
      lastAnnounced.current = saveState;
    }
  }, [saveState]);

  const refresh = (saved: QuestionDraft) => {
    queryClient.setQueryData(draftsQueryKey(draft.sessionId), (old: { drafts: QuestionDraft[] } | undefined) => {
      const others = (old?.drafts ?? []).filter((entry) => entry.id !== saved.id);
      return { drafts: [saved, ...others] };
    });
  };

  /** Stores the current text on the server; true when it is there, false when it stays on this device. */
  const save = (next: QuestionDraftSaveBody, changedAt: number): Promise<boolean> => {
    setSaveState('saving');
    const attempt = saveDraft(draft.id, next)
      .then((saved) => {
        useUnsyncedDrafts.getState().settle(draft.id, changedAt);
        refresh(saved);
        setSaveState('saved');
        return true;
      })
      .catch((caught: unknown) => {
        if (isTemporaryFailure(caught)) {
          setSaveState('device');
          return false;
        }
        useUnsyncedDrafts.getState().settle(draft.id, changedAt);
        setError(caught instanceof Error ? caught.message : 'Your question could not be saved.');
        setSaveState('idle');
        return false;
      });
    pending.current = attempt;
    return attempt;
  };

  const change = (patch: Partial<QuestionDraftSaveBody>) => {
    const next = { ...body, ...patch };
    setBody(next);
    setError(null);
    const changedAt = Date.now();
    // On this device at once, so a closed tab or a lost connection loses nothing.
    useUnsyncedDrafts.getState().keep({ id: draft.id, changedAt, ...next });
    setSaveState('device');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(next, changedAt), SAVE_AFTER_MS);
  };

  /** Saves what is waiting before an action that needs the server's copy. */
  const flush = async (): Promise<boolean> => {
    if (useUnsyncedDrafts.getState().drafts[draft.id] === undefined && draft.state !== 'draft') return true;
    clearTimeout(timer.current);
    const unsynced = useUnsyncedDrafts.getState().drafts[draft.id];
    if (unsynced) return save(body, unsynced.changedAt);
    if (pending.current) return pending.current;
    return save(body, Date.now());
  };

  const send = async (when: QuestionDraftSendWhen) => {
    if (body.text.trim() === '') {
      setError('Please enter a question');
      announce('Please enter a question', 'assertive');
      textRef.current?.focus();
      return;
    }
    if (!online) {
      setError(OFFLINE_SEND);
      announce(OFFLINE_SEND, 'assertive');
      return;
    }
    setBusy(true);
    try {
      if (!(await flush())) throw new Error(OFFLINE_SEND);
      const result = await sendDraft(draft.id, when);
      refresh(result);
      const words = draftStateText(result, timeZone);
      announce(result.state === 'sent' ? `Question sent. ${words}.` : `${words}.`);
      if (result.state === 'sent') onSent();
    } catch (caught) {
      const message =
        caught instanceof ApiRequestError || caught instanceof Error ? caught.message : 'Your question was not sent.';
      setError(message);
      announce(message, 'assertive');
    } finally {
      setBusy(false);
    }
  };

  const stopSending = async () => {
    setBusy(true);
    try {
      const result = await unscheduleDraft(draft.id);
      refresh(result);
      announce('It will not be sent for now. It is a draft again.');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    clearTimeout(timer.current);
    useUnsyncedDrafts.getState().settle(draft.id, Number.MAX_SAFE_INTEGER);
    try {
      await deleteDraft(draft.id);
    } catch (caught) {
      // Never stored on the server (a blank box, or written offline): nothing more to delete.
      if (!(caught instanceof ApiRequestError && caught.statusCode === 404)) {
        setError(caught instanceof Error ? caught.message : 'The draft could not be deleted.');
        return;
      }
    }
    announce('Draft deleted.');
    onGone(draft.id);
  };

  const stateWords = draft.state === 'draft' ? null : draftStateText(draft, timeZone);
  const saveWords =
    saveState === 'saved' ? SAVED : saveState === 'device' || saveState === 'saving' ? SAVED_ON_DEVICE : null;
  const waiting = draft.state === 'scheduled' || draft.state === 'held';

  return (
    <fieldset className="att-composer__draft" data-state={draft.state}>
      <legend>Question {number}</legend>
      <TextArea
        ref={textRef}
        id={`${idBase}-text`}
        label="Question text"
        maxLength={QUESTION_MAX}
        rows={4}
        value={body.text}
        error={error ?? undefined}
        onChange={(event) => {
          change({ text: event.target.value });
          signalWriting();
        }}
      />
      <ReadAloudButton text={() => textRef.current?.value ?? body.text} what={`question ${number}`} />
      <p className="att-composer__status ds-text-small" data-testid="draft-status">
        {[stateWords, saveWords].filter(Boolean).join(' · ') || 'Draft'}
      </p>
      <Checkbox
        id={`${idBase}-read-out-loud`}
        label={READ_OUT_LOUD_LABEL}
        checked={body.readOutLoud}
        onChange={(event) => change({ readOutLoud: event.target.checked })}
      />
      <Checkbox
        id={`${idBase}-device-turn`}
        label={DEVICE_TURN_LABEL}
        checked={body.deviceTurn}
        onChange={(event) => change({ deviceTurn: event.target.checked })}
      />
      <TextField
        id={`${idBase}-seat`}
        label={SEAT_LABEL}
        hint="Only the moderators and the session's chair see this, so they can find you."
        maxLength={SEAT_MAX}
        value={body.seat ?? ''}
        onChange={(event) => change({ seat: event.target.value === '' ? null : event.target.value })}
      />
      <div className="att-composer__actions">
        <Button onClick={() => void send('now')} loading={busy} loadingLabel="Sending...">
          {SEND_NOW}
        </Button>
        {draft.sessionId !== null && !waiting && (
          <Button variant="secondary" onClick={() => void send('questions_open')} disabled={busy}>
            {SEND_WHEN_OPEN}
          </Button>
        )}
        {waiting && (
          <Button variant="secondary" onClick={() => void stopSending()} disabled={busy}>
            Don't send yet
          </Button>
        )}
      </div>
      {/*
        The ticks and send buttons come straight after the box (issue 35); the phrase bank after them is one Tab stop,
        so "Send when questions open" is one Shift+Tab from it. Less frequent controls come last.
      */}
      <PhraseBank textAreaRef={textRef} context={`for question ${number}`} />
      <div className="att-composer__more">
        {draft.sessionId !== null && <WritingSignalOptIn id={`${idBase}-writing`} />}
        <Button variant="secondary" onClick={() => void remove()} disabled={busy}>
          Delete draft
        </Button>
      </div>
    </fieldset>
  );
}
