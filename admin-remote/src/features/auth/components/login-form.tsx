import { Alert, announce, Button, TextField } from '@cc/design-system';
import { type FormEvent, useRef, useState } from 'react';
import { useSignIn } from '../api/sign-in';
import { useAuthNoticeStore } from '../stores/auth-notice-store';
import { loginErrorMessage } from '../utils/login-error-message';
import { messages } from '../utils/messages';
import {
  canSubmitLogin,
  type LoginErrors,
  type LoginField,
  type LoginValues,
  loginFields,
  validateLogin,
  validateLoginField,
} from '../utils/validate-login';
import { PasswordField } from './password-field';

const emptyValues: LoginValues = { email: '', password: '' };

/**
 * Admin sign-in (admin.md §2 Login, §5, §8). Sign In is unavailable until both fields hold something;
 * it is marked aria-disabled rather than disabled, so it keeps focus while a request is in flight and
 * pressing it early explains what is missing instead of doing nothing.
 */
export function LoginForm() {
  const [values, setValues] = useState<LoginValues>(emptyValues);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [edited, setEdited] = useState<Record<LoginField, boolean>>({ email: false, password: false });
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef<Record<LoginField, HTMLInputElement | null>>({ email: null, password: null });
  // Why the form is shown again (access denied, session expired), until the next attempt.
  const notice = useAuthNoticeStore((state) => state.notice);
  const clearNotice = useAuthNoticeStore((state) => state.clear);

  const signIn = useSignIn({
    onSuccess: () => announce(messages.loginSucceeded),
  });
  const busy = signIn.isPending;
  const ready = canSubmitLogin(values);

  function change(field: LoginField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => ({ ...current, [field]: true }));
    // Once shown, an error goes away as soon as the field is put right.
    if (errors[field] && !validateLoginField(field, value)) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  }

  function blur(field: LoginField) {
    // Only fields the person has typed in: tabbing through an empty form raises nothing.
    if (edited[field]) setErrors((current) => ({ ...current, [field]: validateLoginField(field, values[field]) }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin(values);
    setErrors(found);
    const firstInvalid = loginFields.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setFailure(null);
    clearNotice();
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      { onError: (error) => setFailure(loginErrorMessage(error)) },
    );
  }

  const alertText = failure ?? (notice?.tone === 'error' ? notice.text : null);

  return (
    <form className="cc-admin-login__form" noValidate onSubmit={submit}>
      {alertText && <Alert tone="error">{alertText}</Alert>}
      <TextField
        id="cc-admin-email"
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => change('email', event.target.value)}
        onBlur={() => blur('email')}
        ref={(element) => {
          inputs.current.email = element;
        }}
      />
      <PasswordField
        id="cc-admin-password"
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
        onBlur={() => blur('password')}
        ref={(element) => {
          inputs.current.password = element;
        }}
      />
      <Button type="submit" aria-disabled={!ready || undefined} loading={busy} loadingLabel="Signing In...">
        Sign In
      </Button>
    </form>
  );
}
