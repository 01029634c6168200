import { announce, Button } from '@cc/design-system';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useRequestPasswordReset } from '../api/password-reset';
import { messages } from '../utils/account-fields';
import { useAccountForm } from '../utils/use-account-form';
import { EmailField } from './email-field';
import { ErrorSummary } from './error-summary';
import { PageTitle } from './page-title';

const IDS = { name: 'cc-forgot-name', email: 'cc-forgot-email', password: 'cc-forgot-password' };

/** /account/forgot-password: asks for a reset link by email (attendees and admins alike). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const form = useAccountForm(IDS);
  const request = useRequestPasswordReset();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending || !form.check(email.trim() ? {} : { email: messages.emailRequired })) return;
    form.clear();
    request.mutate(
      { email: email.trim() },
      {
        onSuccess: (answer) => {
          setSent(answer.message);
          announce(answer.message);
        },
        onError: (error) => form.fail(error),
      },
    );
  }

  return (
    <div className="cc-account-page">
      <PageTitle page="Forgot your password?" />
      <h1>Forgot your password?</h1>
      {sent ? (
        <>
          <p className="cc-account-done">{sent}</p>
          <p>
            <Link to="/account/sign-in" className="ds-target">
              Back to sign in
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>Type the email address of your account. We will send you a link to choose a new password.</p>
          <form className="cc-account-form" noValidate onSubmit={submit}>
            <ErrorSummary ref={form.summaryRef} items={form.summary} />
            <EmailField
              id={IDS.email}
              autoComplete="username"
              value={email}
              error={form.fieldErrors.email}
              onChange={(value) => {
                setEmail(value);
                form.edited('email');
              }}
            />
            <Button type="submit" loading={request.isPending} loadingLabel="Sending...">
              Send me a link
            </Button>
          </form>
          <p>
            <Link to="/account/sign-in" className="ds-target">
              Back to sign in
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
