/** One question being written: saved as it is written, with its marks, and sent now or when questions open. */
import { ApiRequestError } from '@cc/api/client';
import type { QuestionDraft, QuestionDraftSaveBody, QuestionDraftSendWhen, Session } from '@cc/api/contract';
import {
  announce,
  Button,
  Checkbox,
  SelectField,
  TextArea,
  TextField,
  useHydrated,
  useOnlineStatus,
} from '@cc/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { ReadAloudButton } from '../../components/read-aloud/read-aloud-button';
import { useWritingSignal } from '../../lib/writing-signal/use-writing-signal';
import { WritingSignalOptIn } from '../../lib/writing-signal/writing-signal-opt-in';
import { isTemporaryFailure } from '../bookmarks/utils/pending-changes';
import { PhraseBank } from '../phrases/components/phrase-bank';
import { sessionChoiceGroups } from '../qa/utils/session-choices';
import {
  ASK_SEND_NOW,
  ASK_TEXT_LABEL,
  DEVICE_TURN_LABEL,
  DONT_SEND_YET,
  draftStateText,
  NAME_MISSING,
  OFFLINE_SEND,
  QUESTION_SENT_FOR_REVIEW,
  READ_OUT_LOUD_LABEL,
  REHOMED,
  SAVED,
  SAVED_ON_DEVICE,
  SEAT_LABEL,
  SEND_NOW,
  SEND_WHEN_OPEN,
  submitFailed,
} from './draft-texts';
import { deleteDraft, saveDraft, sendDraft, unscheduleDraft } from './drafts-api';
import { useUnsyncedDrafts } from './unsynced-drafts-store';

const SAVE_AFTER_MS = 700;
const QUESTION_MAX = 500;
const SEAT_MAX = 80;
const NAME_MAX = 100;

type SaveState = 'idle' | 'saving' | 'saved' | 'device';
/** The control that takes the place of the one pressed, to move focus to once it is drawn. */
type FocusNext = 'stop' | 'schedule' | null;

export interface DraftEditorProps {
  draft: QuestionDraft;
  number: number;
  /** The only box in its list: named without its number where that reads better (Q&A's form). */
  only: boolean;
  timeZone: string;
  /** Above 0: move focus to the text box (a new number each time it is asked for). */
  focusRequest: number;
  /** Q&A's form: the spec's words, a session choice and a name to show. */
  ask?: { sessions: readonly Session[] };
  /** Someone has started writing here, or moved into it: the box keeps its place. */
  onTouched(): void;
  onSaved(saved: QuestionDraft): void;
  /** This draft was sent elsewhere (another tab or device) while words were written here: keep them in a new one. */
  onRehome(body: QuestionDraftSaveBody): void;
  onGone(id: string): void;
  onSent(result: QuestionDraft): void;
}

const bodyOf = (draft: QuestionDraft): QuestionDraftSaveBody => ({
  sessionId: draft.sessionId,
  text: draft.text,
  readOutLoud: draft.readOutLoud,
  deviceTurn: draft.deviceTurn,
  seat: draft.seat,
  shownName: draft.shownName,
});

function sessionLabel(session: Session): string {
  const code = session.sessionNumber ?? session.track;
  return code ? `${code}: ${session.title}` : session.title;
}

export function DraftEditor({
  draft,
  number,
  only,
  timeZone,
  focusRequest,
  ask,
  onTouched,
  onSaved,
  onRehome,
  onGone,
  onSent,
}: DraftEditorProps) {
  const online = useOnlineStatus();
  const hydrated = useHydrated();
  const [body, setBody] = useState<QuestionDraftSaveBody>(() => bodyOf(draft));
  const [showName, setShowName] = useState(draft.shownName !== null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  // A problem with the text itself (blank, too long): shown on the box, the thing to change.
  const [textError, setTextError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  // What an action answered (questions closed, offline, too many): shown beside the buttons pressed.
  const [actionMessage, setActionMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusNext, setFocusNext] = useState<FocusNext>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<Promise<boolean> | null>(null);
  // The newest server copy this box has seen (the server's own clock): an older one arriving late changes nothing.
  const seen = useRef(draft.updatedAt);
  // Saving failed for want of a network and the person was told: they are told again once it is stored.
  const toldOffline = useRef(false);
  const changedHere = useRef(false);
  // Its words moved to a new question (this one was sent elsewhere): nothing more to do here.
  const rehomed = useRef(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const scheduleRef = useRef<HTMLButtonElement>(null);
  // Not the draft's own id: a new box's is random, and the page's server-drawn HTML must match the browser's draw.
  const idBase = `draft-${useId()}`;
  // The session's chairs see how many are writing (only when the writer opted in; never who or what).
  const signalWriting = useWritingSignal(body.sessionId);
  // Written here and not stored yet (offline, or on its way): read from the browser's storage, so true after a reload.
  const kept = useUnsyncedDrafts((state) => state.drafts[draft.id] !== undefined);
  const keptHere = hydrated && kept;

  useEffect(() => {
    if (focusRequest > 0) textRef.current?.focus();
  }, [focusRequest]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Another tab or device changed this draft later than anything seen here, and nothing here waits to be stored.
  useEffect(() => {
    if (draft.updatedAt <= seen.current) return;
    seen.current = draft.updatedAt;
    if (useUnsyncedDrafts.getState().drafts[draft.id] || timer.current !== undefined) return;
    setBody(bodyOf(draft));
    setShowName(draft.shownName !== null);
  }, [draft]);

  // Kept on this device from before this page (written offline, then reloaded): stored later by the background sync.
  useEffect(() => {
    if (keptHere && !changedHere.current) toldOffline.current = true;
  }, [keptHere]);
  // Stored by the background sync after the network came back: said once, as it changes what the person knows.
  useEffect(() => {
    if (keptHere || !toldOffline.current) return;
    toldOffline.current = false;
    setSaveState('saved');
    announce(SAVED);
  }, [keptHere]);

  useEffect(() => {
    if (focusNext === 'stop') stopRef.current?.focus();
    if (focusNext === 'schedule') scheduleRef.current?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const stored = (saved: QuestionDraft) => {
    if (saved.updatedAt > seen.current) seen.current = saved.updatedAt;
    onSaved(saved);
  };

  /** Stores the current text on the server; true when it is there, false when it stays on this device. */
  const save = (next: QuestionDraftSaveBody, changedAt: number): Promise<boolean> => {
    timer.current = undefined;
    setSaveState('saving');
    const attempt = saveDraft(draft.id, next)
      .then((saved) => {
        useUnsyncedDrafts.getState().settle(draft.id, changedAt);
        stored(saved);
        setSaveState('saved');
        if (toldOffline.current) {
          toldOffline.current = false;
          announce(SAVED);
        }
        return true;
      })
      .catch((caught: unknown) => {
        if (isTemporaryFailure(caught)) {
          setSaveState('device');
          // Said once, not at every pause: the words are safe here and will be stored when the network is back.
          if (!toldOffline.current) {
            toldOffline.current = true;
            announce(SAVED_ON_DEVICE);
          }
          return false;
        }
        useUnsyncedDrafts.getState().settle(draft.id, changedAt);
        if (caught instanceof ApiRequestError && caught.code === 'DRAFT_SENT') {
          rehomed.current = true;
          announce(REHOMED, 'assertive');
          onRehome(next);
          return false;
        }
        const message = caught instanceof Error ? caught.message : 'Your question could not be saved.';
        setTextError(message);
        announce(message, 'assertive');
        setSaveState('idle');
        return false;
      });
    pending.current = attempt;
    return attempt;
  };

  const change = (patch: Partial<QuestionDraftSaveBody>) => {
    const next = { ...body, ...patch };
    setBody(next);
    setTextError(null);
    setActionMessage(null);
    onTouched();
    changedHere.current = true;
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

  /** Says what an action answered beside its buttons, and once to a screen reader. */
  const tell = (message: string) => {
    setActionMessage(message);
    announce(message, 'assertive');
  };

  const send = async (when: QuestionDraftSendWhen) => {
    if (busy) return;
    if (body.text.trim() === '') {
      setTextError('Please enter a question');
      announce('Please enter a question', 'assertive');
      textRef.current?.focus();
      return;
    }
    if (ask && showName && (body.shownName ?? '').trim() === '') {
      setNameError(NAME_MISSING);
      announce(NAME_MISSING, 'assertive');
      document.getElementById(`${idBase}-name`)?.focus();
      return;
    }
    if (!online) {
      tell(OFFLINE_SEND);
      return;
    }
    setBusy(true);
    setActionMessage(null);
    try {
      if (!(await flush())) {
        if (rehomed.current) return;
        throw new Error(OFFLINE_SEND);
      }
      const result = await sendDraft(draft.id, when);
      stored(result);
      const words = draftStateText(result, timeZone);
      if (result.state === 'sent') {
        announce(
          ask && result.sentQuestionStatus === 'waiting for review'
            ? QUESTION_SENT_FOR_REVIEW
            : `Question sent. ${words}.`,
        );
        onSent(result);
      } else {
        announce(`${words}.`);
        setFocusNext('stop');
      }
    } catch (caught) {
      const message =
        caught instanceof ApiRequestError || caught instanceof Error ? caught.message : 'Your question was not sent.';
      tell(ask && when === 'now' ? submitFailed(message) : message);
    } finally {
      setBusy(false);
    }
  };

  const stopSending = async () => {
    if (busy) return;
    setBusy(true);
    setActionMessage(null);
    try {
      const result = await unscheduleDraft(draft.id);
      stored(result);
      announce('It will not be sent for now. It is a draft again.');
      setFocusNext('schedule');
    } catch (caught) {
      tell(caught instanceof Error ? caught.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (busy) return;
    clearTimeout(timer.current);
    useUnsyncedDrafts.getState().settle(draft.id, Number.MAX_SAFE_INTEGER);
    try {
      await deleteDraft(draft.id);
    } catch (caught) {
      // Never stored on the server (a blank box, or written offline): nothing more to delete.
      if (!(caught instanceof ApiRequestError && caught.statusCode === 404)) {
        tell(caught instanceof Error ? caught.message : 'The draft could not be deleted.');
        return;
      }
    }
    announce('Draft deleted.');
    onGone(draft.id);
  };

  const stateWords = draft.state === 'draft' ? null : draftStateText(draft, timeZone);
  const saveWords = keptHere || saveState === 'device' ? SAVED_ON_DEVICE : saveState === 'saved' ? SAVED : null;
  const waiting = draft.state === 'scheduled' || draft.state === 'held';
  const blank = body.text.trim() === '';
  const named = ask && only ? 'your question' : `question ${number}`;

  return (
    <fieldset className="att-composer__draft" data-state={draft.state} onFocus={onTouched}>
      <legend>Question {number}</legend>
      <TextArea
        ref={textRef}
        id={`${idBase}-text`}
        label={ask ? ASK_TEXT_LABEL : 'Question text'}
        maxLength={QUESTION_MAX}
        rows={4}
        value={body.text}
        error={textError ?? undefined}
        onChange={(event) => {
          change({ text: event.target.value });
          signalWriting();
        }}
      />
      <ReadAloudButton text={() => textRef.current?.value ?? body.text} what={named} />
      <p className="att-composer__status ds-text-small" data-testid="draft-status">
        {[stateWords, saveWords].filter(Boolean).join(' · ') || 'Draft'}
      </p>
      {ask && draft.state === 'draft' && (
        <SelectField
          id={`${idBase}-session`}
          label="Related session (optional)"
          value={body.sessionId === null ? '' : String(body.sessionId)}
          onChange={(event) => change({ sessionId: event.target.value === '' ? null : Number(event.target.value) })}
        >
          <option value="">No specific session</option>
          {sessionChoiceGroups(ask.sessions, body.sessionId).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.sessions.map((session) => (
                <option key={session.id} value={String(session.id)}>
                  {sessionLabel(session)}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      )}
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
      {ask && (
        <>
          <Checkbox
            id={`${idBase}-show-name`}
            label="Show my name with my question"
            hint="If you leave this unticked, your question is shown without a name. Your account's name and email are never shown."
            checked={showName}
            onChange={(event) => {
              setShowName(event.target.checked);
              setNameError(null);
              change({ shownName: event.target.checked ? (body.shownName ?? '') : null });
            }}
          />
          {showName && (
            <TextField
              id={`${idBase}-name`}
              label="Name to show"
              autoComplete="name"
              maxLength={NAME_MAX}
              value={body.shownName ?? ''}
              error={nameError ?? undefined}
              onChange={(event) => {
                setNameError(null);
                change({ shownName: event.target.value });
              }}
            />
          )}
        </>
      )}
      <div className="att-composer__actions">
        <Button
          onClick={() => void send('now')}
          loading={busy}
          loadingLabel={ask ? 'Submitting...' : 'Sending...'}
          // Not `disabled`: a blank press still explains what is missing ('Please enter a question').
          aria-disabled={blank || undefined}
        >
          {ask ? ASK_SEND_NOW : SEND_NOW}
        </Button>
        {/* Never `disabled` while busy: a disabled button drops the focus on it to the page's body. */}
        {body.sessionId !== null && !waiting && (
          <Button
            ref={scheduleRef}
            variant="secondary"
            onClick={() => void send('questions_open')}
            aria-disabled={busy || undefined}
          >
            {SEND_WHEN_OPEN}
          </Button>
        )}
        {waiting && (
          <Button
            ref={stopRef}
            variant="secondary"
            onClick={() => void stopSending()}
            aria-disabled={busy || undefined}
          >
            {DONT_SEND_YET}
          </Button>
        )}
      </div>
      {/*
        The ticks and send buttons come straight after the box (issue 35); the phrase bank after them is one Tab stop,
        so "Send when questions open" is one Shift+Tab from it. Less frequent controls come last.
      */}
      <PhraseBank textAreaRef={textRef} context={ask && only ? undefined : `for question ${number}`} />
      <div className="att-composer__more">
        {body.sessionId !== null && <WritingSignalOptIn id={`${idBase}-writing`} />}
        <Button variant="secondary" onClick={() => void remove()} aria-disabled={busy || undefined}>
          Delete draft
        </Button>
      </div>
      {actionMessage && (
        <p id={`${idBase}-message`} className="att-composer__message" data-testid="draft-message">
          {actionMessage}
        </p>
      )}
    </fieldset>
  );
}
