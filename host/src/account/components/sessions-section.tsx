import { announce, Button, formatDateGB } from '@cc/design-system';
import { useState } from 'react';
import { useAccountSessions, useEndOtherSessions } from '../api/my-account';
import { problemMessage } from '../utils/problem-message';

const when = (iso: string) =>
  `${formatDateGB(iso)}, ${new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;

/** The devices signed in to the account, and "Sign out everywhere else". */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const endOthers = useEndOtherSessions();
  const [message, setMessage] = useState<string | null>(null);
  const list = sessions.data?.sessions ?? [];

  return (
    <section aria-labelledby="cc-sessions-heading" className="cc-account-section">
      <h2 id="cc-sessions-heading">Where you are signed in</h2>
      {sessions.isError ? (
        <p>{problemMessage(sessions.error)}</p>
      ) : (
        <ul className="cc-account-sessions">
          {list.map((session) => (
            <li key={session.id}>
              {session.current ? <strong>This device</strong> : 'Another device'}: signed in {when(session.createdAt)},
              last used {when(session.lastUsedAt)}
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        loading={endOthers.isPending}
        loadingLabel="Signing out..."
        onClick={() =>
          endOthers.mutate(undefined, {
            onSuccess: (answer) => {
              setMessage(answer.message);
              announce(answer.message);
            },
            onError: (error) => announce(problemMessage(error), 'assertive'),
          })
        }
      >
        Sign out everywhere else
      </Button>
      {message && <p>{message}</p>}
    </section>
  );
}
