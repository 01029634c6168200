import { TextField } from '@cc/design-system';

interface EmailFieldProps {
  id: string;
  /** `username` on sign-in (password managers pair it with the current password), `email` on sign-up. */
  autoComplete: 'username' | 'email';
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The Email field both account forms share: no auto-capitalising or spell-checking of an address. */
export function EmailField({ id, autoComplete, value, error, onChange }: EmailFieldProps) {
  return (
    <TextField
      id={id}
      label="Email"
      type="email"
      name="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      inputMode="email"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
