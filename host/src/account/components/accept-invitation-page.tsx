import { announce, Button } from '@cc/design-system';
import { type FormEvent, useState } from 'react';
import { useAcceptInvitation } from '../api/my-account';
import { newPasswordProblem, PASSWORD_RULES } from '../utils/account-fields';
import { takeTokenFromLink } from '../utils/token-from-link';
import { useAccountForm } from '../utils/use-account-form';
import { ErrorSummary } from './error-summary';
import { PageTitle } from './page-title';
import { PasswordInput } from './password-input';

const IDS = { name: 'cc-invite-name', email: 'cc-invite-email', password: 'cc-invite-password' };

/**
 * /account/accept-invitation#token=…: an invited admin chooses their own password. With `?as=chair` (issue 26) the
 * invitation is to chair sessions, and the account made is an attendee's. Read before the token: taking the token
 * out of the address drops the query too.
 */
export function AcceptInvitationPage() {
  const [asChair] = useState(() => new URLSearchParams(window.location.search).get('as') === 'chair');
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
              <a href="/account/sign-in" className="ds-target">
                Sign in
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
          <p>
            {asChair ? 'You are invited to chair sessions of the conference.' : 'You are invited to be an admin.'}{' '}
            Choose the password you will sign in with. Nobody else knows it.
          </p>
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
              {asChair ? 'Create my account' : 'Create my admin account'}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
