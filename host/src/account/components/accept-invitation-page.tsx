import { ApiRequestError } from '@cc/api/client';
import { type ChairSession, dayInWords } from '@cc/api/contract';
import { announce, Button } from '@cc/design-system';
import { type FormEvent, useState } from 'react';
import { useAcceptInvitation, useChairInvitationSessions } from '../api/my-account';
import { newPasswordProblem, PASSWORD_RULES } from '../utils/account-fields';
import { takeTokenFromLink } from '../utils/token-from-link';
import { useAccountForm } from '../utils/use-account-form';
import { ErrorSummary } from './error-summary';
import { PageTitle } from './page-title';
import { PasswordInput } from './password-input';

const IDS = { name: 'cc-invite-name', email: 'cc-invite-email', password: 'cc-invite-password' };

/**
 * Whether the link is a chair invitation (`?as=chair`), read while the token is still in the address and kept for
 * the page's life: taking the token out of the address drops the query too, and the page may mount again after.
 */
let linkAsChair = false;
function readAsChair(): boolean {
  if (/(?:^#|&)token=/.test(window.location.hash)) {
    linkAsChair = new URLSearchParams(window.location.search).get('as') === 'chair';
  }
  return linkAsChair;
}

export const CHAIR_ACCOUNT_BUTTON = 'Create my chair account';
export const GO_TO_CHAIRED = 'Go to Sessions you chair';

/** "“Core vocabulary” on Monday 13 September, 11:00–12:00, in Room 2.6", leaving out what the programme lacks. */
export function chairSessionWords(session: ChairSession): string {
  const time = session.startTime && session.endTime ? `${session.startTime}–${session.endTime}` : session.startTime;
  return [
    `“${session.title}”`,
    session.date ? ` on ${dayInWords(session.date)}` : '',
    time ? `${session.date ? ',' : ' at'} ${time}` : '',
    session.location ? `, in ${session.location}` : '',
  ].join('');
}

/** Issue 35: what the chair invitation is for — the role, each session, its day, time and place. */
function ChairInvitationIntro({ token }: { token: string }) {
  const sessions = useChairInvitationSessions(token, true);
  const list = sessions.data?.sessions ?? [];
  if (sessions.error instanceof ApiRequestError && sessions.error.statusCode === 400) {
    return <p role="alert">{sessions.error.message}</p>;
  }
  return (
    <>
      {list.length === 1 && list[0] ? (
        <p>You are invited to chair {chairSessionWords(list[0])}.</p>
      ) : list.length > 1 ? (
        <>
          <p>You are invited to chair these sessions:</p>
          <ul>
            {list.map((session) => (
              <li key={session.id}>{chairSessionWords(session)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>You are invited to chair sessions of the conference.</p>
      )}
      <p>
        As chair you see the session&apos;s approved questions with what their askers asked for, call on people who ask
        with a communication device, and open or close questions. You do not get access to the admin area.
      </p>
    </>
  );
}

/**
 * /account/accept-invitation#token=…: an invited admin chooses their own password. With `?as=chair` (issue 26) the
 * invitation is to chair sessions, and the account made is an attendee's. Read before the token: taking the token
 * out of the address drops the query too.
 */
export function AcceptInvitationPage() {
  const [asChair] = useState(readAsChair);
  const [token] = useState(takeTokenFromLink);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const form = useAccountForm(IDS);
  const accept = useAcceptInvitation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const rule = newPasswordProblem(password);
    if (accept.isPending || !form.check(rule ? { password: rule } : {})) return;
    form.clear();
    accept.mutate(
      { token, password },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          announce(answer.message);
        },
        onError: (error) => form.fail(error),
      },
    );
  }

  return (
    <div className="cc-account-page">
      <PageTitle page="Accept your invitation" />
      <h1>Accept your invitation</h1>
      {done ? (
        <>
          <p className="cc-account-done">{done}</p>
          <p>
            {asChair ? (
              <a href="/chair" className="ds-target">
                {GO_TO_CHAIRED}
              </a>
            ) : (
              <a href="/admin" className="ds-target">
                Go to the admin sign-in
              </a>
            )}
          </p>
        </>
      ) : !token ? (
        <p>This link is not complete. Open the link in the invitation email again.</p>
      ) : (
        <>
          {asChair ? (
            <>
              <ChairInvitationIntro token={token} />
              <p>Choose the password you will sign in with. Nobody else knows it.</p>
            </>
          ) : (
            <p>You are invited to be an admin. Choose the password you will sign in with. Nobody else knows it.</p>
          )}
          <form className="cc-account-form" noValidate onSubmit={submit}>
            <ErrorSummary ref={form.summaryRef} items={form.summary} />
            <PasswordInput
              id={IDS.password}
              label="Choose a password"
              name="password"
              autoComplete="new-password"
              hint={PASSWORD_RULES}
              value={password}
              error={form.fieldErrors.password}
              onChange={(event) => {
                setPassword(event.target.value);
                form.edited('password');
              }}
            />
            <Button type="submit" loading={accept.isPending} loadingLabel="Saving...">
              {asChair ? CHAIR_ACCOUNT_BUTTON : 'Create my admin account'}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
