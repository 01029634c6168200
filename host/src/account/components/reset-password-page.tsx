import { announce, Button } from '@cc/design-system';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCompletePasswordReset } from '../api/password-reset';
import { newPasswordProblem, PASSWORD_RULES } from '../utils/account-fields';
import { takeTokenFromLink } from '../utils/token-from-link';
import { useAccountForm } from '../utils/use-account-form';
import { ErrorSummary } from './error-summary';
import { PageTitle } from './page-title';
import { PasswordInput } from './password-input';

const IDS = { name: 'cc-reset-name', email: 'cc-reset-email', password: 'cc-reset-password' };

/** /account/reset-password#token=…: the page the reset email links to; the person chooses a new password. */
export function ResetPasswordPage() {
  const [token] = useState(takeTokenFromLink);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const form = useAccountForm(IDS);
  const complete = useCompletePasswordReset();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordProblem(password);
    if (complete.isPending || !form.check(problem ? { password: problem } : {})) return;
    form.clear();
    complete.mutate(
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
      <PageTitle page="Choose a new password" />
      <h1>Choose a new password</h1>
      {done ? (
        <>
          <p className="cc-account-done">{done}</p>
          <p>
            <Link to="/account/sign-in" className="ds-target">
              Sign in
            </Link>
          </p>
        </>
      ) : !token ? (
        <p>
          This link is not complete. Open the link in the email again, or ask for a new one under{' '}
          <Link to="/account/forgot-password">Forgot your password?</Link>
        </p>
      ) : (
        <form className="cc-account-form" noValidate onSubmit={submit}>
          <ErrorSummary ref={form.summaryRef} items={form.summary} />
          <PasswordInput
            id={IDS.password}
            label="New password"
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
          <Button type="submit" loading={complete.isPending} loadingLabel="Saving...">
            Save new password
          </Button>
          <p>
            Link not working? <Link to="/account/forgot-password">Ask for a new one</Link>
          </p>
        </form>
      )}
    </div>
  );
}
