import { Alert, announce, Button, SelectField, TextField } from '@cc/design-system';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { sessionChoiceLabel, sessionsByTime } from '../../../lib/session-time';
import { useAssignChair, useRemoveChair, useSessionChairs, useSessionChoices } from '../api/session-chairs';
import { ChairInvitations } from './chair-invitations';

export const SESSION_CHAIRS_HEADING = 'Session chairs';

/**
 * Issue 26: who chairs which session. An admin names a person by email and picks a session: a person with an account
 * chairs it at once; anyone else gets an invitation email and chooses their own password. A chair sees only their
 * sessions, in the attendee app under Account, "Sessions you chair". Pending invitations are listed with Resend
 * and Withdraw (issue 34); the outcome is announced and takes the focus, as the row acted on may be gone.
 */
export function SessionChairsSection() {
  const chairs = useSessionChairs();
  const choices = useSessionChoices();
  const assign = useAssignChair();
  const remove = useRemoveChair();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Set when an outcome should take the focus (its button's row is replaced or gone); counts so each one does.
  const [focusOutcome, setFocusOutcome] = useState(0);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOutcome > 0) outcomeRef.current?.focus();
  }, [focusOutcome]);

  // By time, each named by its day in words and start ('Monday 13 September, 11:55 · Title').
  const sessions = useMemo(() => sessionsByTime(choices.data?.sessions ?? []), [choices.data]);
  const titleOf = (id: number) => sessions.find((session) => session.id === id)?.title ?? `Session ${id}`;

  const fail = (message: string) => {
    setProblem(message);
    announce(message, 'assertive');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (assign.isPending) return;
    setDone(null);
    const missing = !email.trim()
      ? 'Type the email address of the person who will chair'
      : !sessionId
        ? 'Choose the session they will chair'
        : null;
    setProblem(missing);
    if (missing) return announce(missing, 'assertive');
    assign.mutate(
      { email: email.trim(), name: name.trim(), sessionIds: [Number(sessionId)] },
      {
        onSuccess: (answer) => {
          setEmail('');
          setName('');
          setSessionId('');
          setDone(answer.message);
          announce(answer.message);
        },
        onError: (error) => fail(error.message),
      },
    );
  };

  const removeChair = (assignment: { sessionId: number; userId: string; name: string; email: string }) => {
    setDone(null);
    remove.mutate(
      { sessionId: assignment.sessionId, userId: assignment.userId },
      {
        onSuccess: () => {
          const message = `${assignment.name || assignment.email} no longer chairs ${titleOf(assignment.sessionId)}.`;
          setDone(message);
          announce(message);
        },
        onError: (error) => fail(error.message),
      },
    );
  };

  /** An invitation resent or withdrawn, or refused: shown, announced and focused. */
  const invitationOutcome = (tone: 'success' | 'error', text: string) => {
    if (tone === 'success') {
      setProblem(null);
      setDone(text);
      announce(text);
    } else {
      setDone(null);
      fail(text);
    }
    setFocusOutcome((count) => count + 1);
  };

  const assignments = chairs.data?.assignments ?? [];
  const invitations = chairs.data?.invitations ?? [];

  return (
    <section className="cc-users-form" aria-labelledby="cc-chairs-heading">
      <h3 id="cc-chairs-heading">{SESSION_CHAIRS_HEADING}</h3>
      <p>
        A chair runs a session&apos;s questions in the room, from their phone: they see its approved questions with the
        marks askers chose (read out loud, device turn, seat), call device turns, open and close questions, and see how
        many people are writing. They see only the sessions they chair.
      </p>
      <div ref={outcomeRef} tabIndex={-1}>
        {problem && <Alert tone="error">{problem}</Alert>}
        {done && <Alert tone="success">{done}</Alert>}
      </div>
      <form className="cc-chairs-form" aria-label="Make a person chair of a session" onSubmit={submit} noValidate>
        <TextField
          label="Chair’s email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Chair’s name"
          hint="Needed only when they have no account yet: it goes in their invitation."
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField
          label="Session"
          required
          value={sessionId}
          onChange={(event) => setSessionId(event.target.value)}
          options={[
            { value: '', label: choices.isPending ? 'Loading sessions...' : 'Choose a session' },
            ...sessions.map((session) => ({
              value: String(session.id),
              label: sessionChoiceLabel(session),
            })),
          ]}
        />
        <Button type="submit" loading={assign.isPending} loadingLabel="Saving...">
          Make chair
        </Button>
      </form>

      <h4>Chairs now</h4>
      {chairs.isError ? (
        <p>The chairs could not be loaded: {chairs.error.message}</p>
      ) : assignments.length === 0 ? (
        <p>No session has a chair yet.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1).
        <section className="ds-scroll-x cc-users-table-wrap" aria-label="Who chairs which session" tabIndex={0}>
          <table className="cc-chairs-table">
            <caption className="ds-visually-hidden">Who chairs which session</caption>
            <thead>
              <tr>
                <th scope="col">Session</th>
                <th scope="col">Chair</th>
                <th scope="col">Remove</th>
              </tr>
            </thead>
            <tbody>
              {assignments.map((assignment) => (
                <tr key={`${assignment.sessionId}:${assignment.userId}`}>
                  <td>{assignment.sessionTitle}</td>
                  <td>
                    {assignment.name || assignment.email}
                    {assignment.name && <span className="ds-text-small"> ({assignment.email})</span>}
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => removeChair(assignment)}
                      aria-label={`Remove ${assignment.name || assignment.email} as chair of ${assignment.sessionTitle}`}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {chairs.isSuccess && (
        <ChairInvitations invitations={invitations} titleOf={titleOf} onMessage={invitationOutcome} />
      )}
    </section>
  );
}
