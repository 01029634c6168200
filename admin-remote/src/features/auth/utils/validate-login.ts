import { messages } from './messages';

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

/** Fields in page order, so the first invalid one gets focus. */
export const loginFields: readonly LoginField[] = ['email', 'password'];

/** Client checks of admin.md §5: both fields are required; whitespace alone does not count. */
export function validateLoginField(field: LoginField, value: string): string | undefined {
  if (value.trim() !== '') return undefined;
  return field === 'email' ? messages.emailRequired : messages.passwordRequired;
}

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of loginFields) {
    const error = validateLoginField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Sign In stays unavailable until both fields hold something (admin.md §2 Login). */
export function canSubmitLogin(values: LoginValues): boolean {
  return values.email !== '' && values.password !== '';
}
