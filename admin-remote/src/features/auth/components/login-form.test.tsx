import { useAnnouncer } from '@cc/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, attendee, deferred, mockApi } from '../../../test/mock-api';
import { LoginForm } from './login-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoginForm />
    </QueryClientProvider>,
  );
  return {
    client,
    email: screen.getByLabelText('Email') as HTMLInputElement,
    password: screen.getByLabelText('Password') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Sign In' }),
  };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const unavailable = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

describe('LoginForm fields', () => {
  it('labels its fields and sets their types and autocomplete', () => {
    const { email, password } = renderForm();
    expect(email.type).toBe('email');
    expect(email.autocomplete).toBe('username');
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
  });

  it('shows and hides the password from a toggle that keeps focus', () => {
    const { password } = renderForm();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    toggle.focus();
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.textContent).toBe('Hide password');
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(password.type).toBe('password');
    expect(toggle.textContent).toBe('Show password');
  });
});

describe('LoginForm Sign In button', () => {
  it('is unavailable until both fields are filled', () => {
    const { email, password, submit } = renderForm();
    expect(unavailable(submit)).toBe(true);
    type(email, 'admin@conference.test');
    expect(unavailable(submit)).toBe(true);
    type(password, 'correct horse battery');
    expect(unavailable(submit)).toBe(false);
    type(email, '');
    expect(unavailable(submit)).toBe(true);
  });

  it("reads 'Signing In...' and ignores presses while the request is in flight", async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const api = mockApi({ 'POST /api/auth/sign-in': () => answer.promise });
    const { email, password, submit } = renderForm();
    type(email, 'admin@conference.test');
    type(password, 'correct horse battery');
    submit.focus();
    fireEvent.click(submit);

    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toBe(submit);
    expect(unavailable(busy)).toBe(true);
    expect(document.activeElement).toBe(busy);
    fireEvent.click(busy);
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    expect(api.calls('POST /api/auth/sign-in')).toHaveLength(1);

    answer.resolve({ status: 200, body: { user: admin, expiresAt: new Date().toISOString() } });
    await screen.findByRole('button', { name: 'Sign In' });
  });

  it('sends the trimmed email and the password as typed', async () => {
    const api = mockApi({
      'POST /api/auth/sign-in': () => ({ status: 200, body: { user: admin, expiresAt: new Date().toISOString() } }),
    });
    const { email, password, submit } = renderForm();
    type(email, '  admin@conference.test ');
    type(password, ' correct horse battery ');
    fireEvent.click(submit);
    await waitFor(() => expect(api.calls('POST /api/auth/sign-in')).toHaveLength(1));
    const [, init] = api.calls('POST /api/auth/sign-in')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'admin@conference.test',
      password: ' correct horse battery ',
    });
  });
});

describe('LoginForm validation', () => {
  it('shows both messages on a submit with whitespace only, and focuses the first invalid field', () => {
    const api = mockApi({});
    const { email, password } = renderForm();
    type(email, '   ');
    type(password, '  ');
    fireEvent.submit(email.closest('form') as HTMLFormElement);

    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('ties each message to its field with aria-describedby', () => {
    mockApi({});
    const { email, password } = renderForm();
    type(email, 'admin@conference.test');
    type(password, ' ');
    fireEvent.submit(email.closest('form') as HTMLFormElement);

    expect(email.getAttribute('aria-invalid')).toBeNull();
    const describedBy = password.getAttribute('aria-describedby') ?? '';
    const description = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(description).toContain('Password is required');
    expect(document.activeElement).toBe(password);
  });

  it('explains what is missing when the unavailable button is pressed', () => {
    const api = mockApi({});
    const { email, submit } = renderForm();
    type(email, 'admin@conference.test');
    fireEvent.click(submit);
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('checks a field on blur once it has been typed in, and clears the message when put right', () => {
    const { email, password } = renderForm();
    fireEvent.blur(email);
    expect(screen.queryByText('Email is required')).toBeNull();

    type(password, 'abc');
    type(password, '');
    fireEvent.blur(password);
    expect(screen.getByText('Password is required')).toBeTruthy();

    type(password, 'abc');
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('LoginForm server answers', () => {
  async function signInAnswered(status: number, body?: unknown) {
    const api = mockApi({
      'POST /api/auth/sign-in': () => ({ status, body }),
      'POST /api/auth/sign-out': () => ({ status: 204 }),
    });
    const { client, email, password, submit } = renderForm();
    type(email, 'admin@conference.test');
    type(password, 'wrong password here');
    fireEvent.click(submit);
    return { ...api, client };
  }

  it("shows the server's message in an alert", async () => {
    await signInAnswered(401, {
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'The email or password is not right.',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The email or password is not right.');
  });

  it('shows a rate limit message as the server words it', async () => {
    const message = 'Too many sign-in attempts. Try again in 2 minutes.';
    await signInAnswered(429, { statusCode: 429, code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message });
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it("says 'Login failed' when the server gives no usable message", async () => {
    await signInAnswered(500, { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Login failed. The problem is on our side, not with what you typed: please try again in a minute.',
    );
  });

  it('refuses a non-admin account and signs it out again', async () => {
    const api = await signInAnswered(200, { user: attendee, expiresAt: new Date().toISOString() });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Access denied: Admin privileges required');
    expect(alert.textContent).toContain('so you have not been signed in');
    expect(api.calls('POST /api/auth/sign-out')).toHaveLength(1);
  });

  it("announces 'Admin login successful' and stores the session", async () => {
    const { client } = await signInAnswered(200, { user: admin, expiresAt: '2030-01-01T00:00:00.000Z' });
    await waitFor(() => expect(useAnnouncer.getState().polite).toBe('Admin login successful'));
    expect(client.getQueryData(['auth', 'session'])).toEqual({ user: admin, expiresAt: '2030-01-01T00:00:00.000Z' });
  });
});
