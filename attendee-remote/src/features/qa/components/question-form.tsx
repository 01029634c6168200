import { ApiRequestError } from '@cc/api/client';
import type { Session } from '@cc/api/contract';
import {
  Alert,
  announce,
  Button,
  Checkbox,
  SelectField,
  TextArea,
  TextField,
  useOnlineStatus,
} from '@cc/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useState } from 'react';
import { ReadAloudButton } from '../../../components/read-aloud/read-aloud-button';
import { useWritingSignal } from '../../../lib/writing-signal/use-writing-signal';
import { WritingSignalOptIn } from '../../../lib/writing-signal/writing-signal-opt-in';
import { PhraseBank } from '../../phrases/components/phrase-bank';
import { MY_QUESTIONS_KEY } from '../api/get-my-questions';
import { useSubmitQuestion } from '../api/submit-question';
import { QUESTION_MAX_LENGTH } from '../utils/qa-filter';
import { sessionChoiceGroups } from '../utils/session-choices';

export const FORM_HEADING = 'Submit Your Question';
export const NAME_MISSING = 'Type the name to show, or untick "Show my name with my question".';
export const ASK_OFFLINE = 'You are offline. Your question was not sent; send it again when you are back online.';

export interface QuestionFormProps {
  id: string;
  sessions: readonly Session[];
  /** Preselected on a session's own page. */
  defaultSessionId: number | null;
  textAreaRef: RefObject<HTMLTextAreaElement | null>;
}

function sessionLabel(session: Session): string {
  const code = session.sessionNumber ?? session.track;
  return code ? `${code}: ${session.title}` : session.title;
}

export function QuestionForm({ id, sessions, defaultSessionId, textAreaRef }: QuestionFormProps) {
  const [text, setText] = useState('');
  const [sessionId, setSessionId] = useState(defaultSessionId === null ? '' : String(defaultSessionId));
  const [error, setError] = useState<string | null>(null);
  const [showName, setShowName] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const submit = useSubmitQuestion();
  const online = useOnlineStatus();
  const blank = text.trim() === '';
  // Issue 26: the session's chairs see how many are writing (only when the writer opted in; never who).
  const signalWriting = useWritingSignal(sessionId === '' ? null : Number(sessionId));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (blank) {
      setError('Please enter a question');
      announce('Please enter a question', 'assertive');
      textAreaRef.current?.focus();
      return;
    }
    // The question stays in the box, to send once back online.
    if (!online) {
      setError(ASK_OFFLINE);
      announce(ASK_OFFLINE, 'assertive');
      textAreaRef.current?.focus();
      return;
    }
    if (showName && name.trim() === '') {
      setNameError(NAME_MISSING);
      announce(NAME_MISSING, 'assertive');
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setError(null);
    setSent(null);
    try {
      const result = await submit.mutateAsync({
        text: text.trim(),
        sessionId: sessionId === '' ? null : Number(sessionId),
        ...(showName ? { showName: name.trim() } : {}),
      });
      setText('');
      void queryClient.invalidateQueries({ queryKey: MY_QUESTIONS_KEY });
      setSent(result.message);
      announce(result.message);
    } catch (caught) {
      const message = `Error submitting question: ${
        caught instanceof ApiRequestError || caught instanceof Error
          ? caught.message || 'Unknown error'
          : 'Unknown error'
      }`;
      setError(message);
      announce(message, 'assertive');
    }
  };

  return (
    <section id={id} className="att-qa-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{FORM_HEADING}</h2>
      <p className="ds-text-small">Questions are shown here once an admin of the conference team has reviewed them.</p>
      <form onSubmit={onSubmit} noValidate>
        <TextArea
          ref={textAreaRef}
          label="Your question"
          maxLength={QUESTION_MAX_LENGTH}
          rows={4}
          value={text}
          error={error ?? undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
            signalWriting();
          }}
        />
        <ReadAloudButton text={() => textAreaRef.current?.value ?? text} what="your question" />
        {/* Beside the box, before the rest of the form: the next stop after it for a keyboard or switch user. */}
        <PhraseBank textAreaRef={textAreaRef} />
        <SelectField
          label="Related session (optional)"
          value={sessionId}
          onChange={(event) => setSessionId(event.target.value)}
        >
          <option value="">No specific session</option>
          {sessionChoiceGroups(sessions, defaultSessionId).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.sessions.map((session) => (
                <option key={session.id} value={String(session.id)}>
                  {sessionLabel(session)}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        {sessionId !== '' && <WritingSignalOptIn id={`${id}-writing`} />}
        <Checkbox
          id={`${id}-show-name`}
          label="Show my name with my question"
          hint="If you leave this unticked, your question is shown without a name. Your account's name and email are never shown."
          checked={showName}
          onChange={(event) => {
            setShowName(event.target.checked);
            setNameError(null);
          }}
        />
        {showName && (
          <TextField
            id={`${id}-name`}
            label="Name to show"
            autoComplete="name"
            maxLength={100}
            value={name}
            error={nameError ?? undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
          />
        )}
        <Button
          type="submit"
          loading={submit.isPending}
          loadingLabel="Submitting..."
          // Not `disabled`: a blank press still explains what is missing ('Please enter a question').
          aria-disabled={blank || undefined}
        >
          Submit Question
        </Button>
      </form>
      {sent && (
        <Alert tone="success" title="Question sent">
          <p>{sent}</p>
        </Alert>
      )}
    </section>
  );
}
