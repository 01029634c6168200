import { Button } from '@cc/design-system';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { accountLabel, useAccountUser } from '../api/account-session';
import { useSignIn } from '../api/sign-in';
import { validateSignIn } from '../utils/account-fields';
import { announceAfterPageChange } from '../utils/announce-after-page-change';
import { returnPath } from '../utils/return-path';
import { useAccountForm } from '../utils/use-account-form';
import { EmailField } from './email-field';
import { ErrorSummary } from './error-summary';
import { PageTitle } from './page-title';
import { PasswordInput } from './password-input';
import { SignedInNote } from './signed-in-note';

const IDS = { name: 'cc-sign-in-name', email: 'cc-sign-in-email', password: 'cc-sign-in-password' };

/** /account/sign-in: an attendee (or admin) signs in; the visitor's agenda, read news and votes join the account. */
export function SignInPage() {
  const user = useAccountUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', password: '' });
  const form = useAccountForm(IDS);
  const signIn = useSignIn();
  // Once signed in here, the page moves on; the note is for arriving already signed in.
  const [justSignedIn, setJustSignedIn] = useState(false);

  function change(field: 'email' | 'password', value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending || !form.check(validateSignIn(values))) return;
    form.clear();
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (result) => {
          setJustSignedIn(true);
          navigate(returnPath(location.state));
          announceAfterPageChange(`Signed in as ${accountLabel(result.user)}.`);
        },
        onError: (error) => form.fail(error),
      },
    );
  }

  return (
    <div className="cc-account-page">
      <PageTitle page="Sign in" />
      <h1>Sign in</h1>
      {user && !justSignedIn ? (
        <SignedInNote user={user} />
      ) : (
        <>
          <p>Signing in is optional. It keeps your agenda, read news and votes on every device where you sign in.</p>
          <form className="cc-account-form" noValidate onSubmit={submit}>
            <ErrorSummary ref={form.summaryRef} items={form.summary} />
            <EmailField
              id={IDS.email}
              autoComplete="username"
              value={values.email}
              error={form.fieldErrors.email}
              onChange={(value) => change('email', value)}
            />
            <PasswordInput
              id={IDS.password}
              label="Password"
              name="password"
              autoComplete="current-password"
              value={values.password}
              error={form.fieldErrors.password}
              onChange={(event) => change('password', event.target.value)}
            />
            <Button type="submit" loading={signIn.isPending} loadingLabel="Signing in...">
              Sign in
            </Button>
          </form>
          <p>
            <Link to="/account/forgot-password" className="ds-target">
              Forgot your password?
            </Link>
          </p>
          <p>
            No account yet?{' '}
            <Link to="/account/sign-up" state={location.state}>
              Create an account
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
