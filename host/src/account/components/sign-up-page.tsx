import { Button, TextField } from '@cc/design-system';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { accountLabel, useAccountUser } from '../api/account-session';
import { useSignUp } from '../api/sign-up';
import { type AccountField, PASSWORD_RULES, validateSignUp } from '../utils/account-fields';
import { announceAfterPageChange } from '../utils/announce-after-page-change';
import { returnPath } from '../utils/return-path';
import { useAccountForm } from '../utils/use-account-form';
import { EmailField } from './email-field';
import { ErrorSummary } from './error-summary';
import { PageTitle } from './page-title';
import { PasswordInput } from './password-input';
import { SignedInNote } from './signed-in-note';

const IDS = { name: 'cc-sign-up-name', email: 'cc-sign-up-email', password: 'cc-sign-up-password' };

/** /account/sign-up: an attendee account, created and signed in to; what this browser holds moves into it. */
export function SignUpPage() {
  const user = useAccountUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const form = useAccountForm(IDS);
  const signUp = useSignUp();
  const [justSignedUp, setJustSignedUp] = useState(false);

  function change(field: AccountField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signUp.isPending || !form.check(validateSignUp(values))) return;
    form.clear();
    const name = values.name.trim();
    signUp.mutate(
      { email: values.email.trim(), password: values.password, ...(name ? { name } : {}) },
      {
        onSuccess: (result) => {
          setJustSignedUp(true);
          navigate(returnPath(location.state));
          announceAfterPageChange(`Account created. Signed in as ${accountLabel(result.user)}.`);
        },
        onError: (error) => form.fail(error),
      },
    );
  }

  return (
    <div className="cc-account-page">
      <PageTitle page="Create an account" />
      <h1>Create an account</h1>
      {user && !justSignedUp ? (
        <SignedInNote user={user} />
      ) : (
        <>
          <p>
            An account is optional. With one, the agenda, read news and votes you have in this browser are kept, and you
            see them on every device where you sign in.
          </p>
          <form className="cc-account-form" noValidate onSubmit={submit}>
            <ErrorSummary ref={form.summaryRef} items={form.summary} />
            <TextField
              id={IDS.name}
              label="Name (optional)"
              hint="How the app greets you."
              name="name"
              autoComplete="name"
              value={values.name}
              error={form.fieldErrors.name}
              onChange={(event) => change('name', event.target.value)}
            />
            <EmailField
              id={IDS.email}
              autoComplete="email"
              value={values.email}
              error={form.fieldErrors.email}
              onChange={(value) => change('email', value)}
            />
            <PasswordInput
              id={IDS.password}
              label="Password"
              hint={PASSWORD_RULES}
              name="password"
              autoComplete="new-password"
              value={values.password}
              error={form.fieldErrors.password}
              onChange={(event) => change('password', event.target.value)}
            />
            <Button type="submit" loading={signUp.isPending} loadingLabel="Creating account...">
              Create account
            </Button>
          </form>
          <p>
            Already have an account?{' '}
            <Link to="/account/sign-in" state={location.state}>
              Sign in
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
