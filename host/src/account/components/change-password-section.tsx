import { ApiRequestError } from '@cc/api/client';
import { Alert, announce, Button } from '@cc/design-system';
import { type FormEvent, useState } from 'react';
import { useChangePassword } from '../api/my-account';
import { newPasswordProblem, PASSWORD_RULES } from '../utils/account-fields';
import { problemMessage } from '../utils/problem-message';
import { PasswordInput } from './password-input';

const CURRENT_ID = 'cc-change-current';
const NEW_ID = 'cc-change-new';

/** Change the password: the current one is asked again, so a browser left signed in cannot be taken over. */
export function ChangePasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const change = useChangePassword();

  function show(found: { current?: string; next?: string }) {
    setErrors(found);
    announce(`There is a problem. ${Object.values(found).join('. ')}`, 'assertive');
    document.getElementById(found.current ? CURRENT_ID : NEW_ID)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const found: { current?: string; next?: string } = {};
    if (!current) found.current = 'Type your current password';
    const rule = newPasswordProblem(next);
    if (rule) found.next = rule;
    if (found.current || found.next) return show(found);
    setErrors({});
    setDone(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: (answer) => {
          setCurrent('');
          setNext('');
          setDone(answer.message);
          announce(answer.message);
        },
        onError: (error) =>
          show(
            error instanceof ApiRequestError && error.code === 'INVALID_PASSWORD'
              ? { next: problemMessage(error) }
              : { current: problemMessage(error) },
          ),
      },
    );
  }

  return (
    <section aria-labelledby="cc-change-password-heading" className="cc-account-section">
      <h2 id="cc-change-password-heading">Change your password</h2>
      <form className="cc-account-form" noValidate onSubmit={submit}>
        <PasswordInput
          id={CURRENT_ID}
          label="Current password"
          name="current-password"
          autoComplete="current-password"
          value={current}
          error={errors.current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <PasswordInput
          id={NEW_ID}
          label="New password"
          name="new-password"
          autoComplete="new-password"
          hint={PASSWORD_RULES}
          value={next}
          error={errors.next}
          onChange={(event) => setNext(event.target.value)}
        />
        <Button type="submit" loading={change.isPending} loadingLabel="Saving...">
          Change password
        </Button>
      </form>
      {done && (
        <Alert tone="success" title="Password changed">
          <p>{done}</p>
        </Alert>
      )}
    </section>
  );
}
