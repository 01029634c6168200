import { useAnnouncer } from '@cc/design-system';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, ROBIN, renderShell } from './account-test-kit';

beforeEach(() => {
  useAnnouncer.setState({ polite: '', assertive: '' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function fill(values: { name?: string; email?: string; password?: string }) {
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  if (values.name !== undefined) fireEvent.change(field('Name (optional)'), { target: { value: values.name } });
  if (values.email !== undefined) fireEvent.change(field('Email'), { target: { value: values.email } });
  if (values.password !== undefined) fireEvent.change(field('Password'), { target: { value: values.password } });
}

describe('SignUpPage', () => {
  it('has one h1, its own title, labelled fields and the password rules read with the password field', async () => {
    fakeApi({});
    renderShell('/account/sign-up');
    await fill({});
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Create an account – Conference Companion');
    expect(field('Name (optional)').autocomplete).toBe('name');
    expect(field('Email').autocomplete).toBe('email');
    const password = field('Password');
    expect(password.autocomplete).toBe('new-password');
    expect(describedBy(password)).toContain(
      'Use 12 to 128 characters. Common passwords, such as password1234, are refused.',
    );
  });

  it('checks the email and the password length before sending, in the summary and beside the fields', async () => {
    const { calls } = fakeApi({});
    renderShell('/account/sign-up');
    await fill({ email: 'robin.example.org', password: 'short-one' });
    submit();
    expect(screen.getByRole('link', { name: 'Enter a valid email address, like name@example.org' })).toBeTruthy();
    const tooShort = screen.getByRole('link', { name: 'Password must be at least 12 characters' });
    expect(describedBy(field('Password'))).toContain('Password must be at least 12 characters');
    fireEvent.click(tooShort);
    expect(document.activeElement).toBe(field('Password'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('counts characters as people do: 12 accented letters are enough', async () => {
    const { calls } = fakeApi({
      'POST /api/auth/sign-up': () => ({ status: 201, body: { user: ROBIN, expiresAt: new Date().toISOString() } }),
    });
    renderShell('/account/sign-up');
    await fill({ email: 'robin@example.org', password: 'ééééçççàààüü' });
    submit();
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  });

  it('puts a refused common password beside the password field, linked from the summary', async () => {
    const message = 'This password is too common: it is on a list of passwords that attackers try first.';
    fakeApi({ 'POST /api/auth/sign-up': () => apiError(400, 'INVALID_PASSWORD', message) });
    renderShell('/account/sign-up');
    await fill({ email: 'robin@example.org', password: 'password1234' });
    submit();
    const link = await screen.findByRole('link', { name: message });
    expect(describedBy(field('Password'))).toContain(message);
    await waitFor(() => expect(document.activeElement).toBe(link.closest('.cc-error-summary')));
  });

  it('puts an address that already has an account beside the email field', async () => {
    const message = 'An account with this email already exists. Sign in instead, or use another email.';
    fakeApi({ 'POST /api/auth/sign-up': () => apiError(409, 'EMAIL_TAKEN', message) });
    renderShell('/account/sign-up');
    await fill({ email: 'robin@example.org', password: 'plum-harbour-lantern' });
    submit();
    expect(await screen.findByRole('link', { name: message })).toBeTruthy();
    expect(describedBy(field('Email'))).toContain(message);
  });

  it('shows the 429 message plainly', async () => {
    const message = 'Too many accounts have been asked for from this network. Please wait 10 minutes and try again.';
    fakeApi({ 'POST /api/auth/sign-up': () => apiError(429, 'RATE_LIMITED', message) });
    renderShell('/account/sign-up');
    await fill({ email: 'robin@example.org', password: 'plum-harbour-lantern' });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('creates the account, sends the name only when given, goes back and refreshes every cached answer', async () => {
    let signedIn = false;
    const { calls } = fakeApi(
      {
        'POST /api/auth/sign-up': () => {
          signedIn = true;
          return { status: 201, body: { user: { ...ROBIN, name: '' }, expiresAt: new Date().toISOString() } };
        },
      },
      () => (signedIn ? { user: { ...ROBIN, name: '' }, expiresAt: new Date().toISOString() } : { user: null }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['questions', 'all'], { questions: [] });
    renderShell('/account/sign-up', { queryClient, from: '/qa' });
    await fill({ name: '   ', email: 'robin@example.org', password: 'plum-harbour-lantern' });
    submit();

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/qa'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'robin@example.org',
      password: 'plum-harbour-lantern',
    });
    // No name: the header shows the email.
    expect(await screen.findByText('robin@example.org')).toBeTruthy();
    expect(queryClient.getQueryState(['questions', 'all'])?.isInvalidated).toBe(true);
  });
});
