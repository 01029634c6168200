import type { AccountSession } from '@cc/api/contract';
import { announce, Button, formatDateGB } from '@cc/design-system';
import { type FormEvent, useState } from 'react';
import { useAccountSessions, useEndOtherSessions } from '../api/my-account';
import { problemMessage } from '../utils/problem-message';
import { PasswordInput } from './password-input';

const PASSWORD_ID = 'cc-end-others-password';

const when = (iso: string) =>
  `${formatDateGB(iso)}, ${new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;

function SessionItem({ session }: { session: AccountSession }) {
  const device = session.device ?? 'Unknown browser';
  return (
    <li>
      <strong>{device}</strong>
      {session.current ? ' (this device)' : ''}: signed in {when(session.createdAt)}, last used{' '}
      {when(session.lastUsedAt)}
    </li>
  );
}

/**
 * The devices signed in to the account, each named by its browser and system, and "Sign out everywhere else". The
 * password is asked again, so that someone else holding one of these sessions cannot throw the owner out; the
 * calendar address ends too, as whoever had another device may have copied it.
 */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const endOthers = useEndOtherSessions();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<string | null>(null);
  const list = sessions.data?.sessions ?? [];

  function show(problem: string) {
    setError(problem);
    announce(`There is a problem. ${problem}`, 'assertive');
    document.getElementById(PASSWORD_ID)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (endOthers.isPending) return;
    if (!password) return show('Type your current password');
    setError(undefined);
    setMessage(null);
    endOthers.mutate(
      { password },
      {
        onSuccess: (answer) => {
          setPassword('');
          setMessage(answer.message);
          announce(answer.message);
        },
        onError: (problem) => show(problemMessage(problem)),
      },
    );
  }

  return (
    <section aria-labelledby="cc-sessions-heading" className="cc-account-section">
      <h2 id="cc-sessions-heading">Where you are signed in</h2>
      {sessions.isError ? (
        <p>{problemMessage(sessions.error)}</p>
      ) : (
        <ul className="cc-account-sessions">
          {list.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
      <p>
        Signing out everywhere else also replaces your calendar address: calendar apps subscribed to the old one stop
        updating, so copy the new one from My Agenda.
      </p>
      <form className="cc-account-form" noValidate onSubmit={submit}>
        <PasswordInput
          id={PASSWORD_ID}
          label="Your current password, to sign out everywhere else"
          name="end-others-password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={endOthers.isPending} loadingLabel="Signing out...">
          Sign out everywhere else
        </Button>
      </form>
      {message && <p>{message}</p>}
    </section>
  );
}
