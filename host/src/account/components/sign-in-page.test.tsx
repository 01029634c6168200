import { onAccountChanged } from '@cc/api/client';
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
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('SignInPage', () => {
  it('has one h1, its own title and labelled fields', async () => {
    fakeApi({});
    renderShell('/account/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Sign in – Conference Companion');
    expect(field('Email').type).toBe('email');
    expect(field('Email').autocomplete).toBe('username');
    expect(field('Password').type).toBe('password');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(field('Password').type).toBe('text');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/account/sign-up');
  });

  it('summarises blank fields, links each to its field, focuses the summary and announces it', async () => {
    const { calls } = fakeApi({});
    renderShell('/account/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    submit();

    const summary = screen.getByRole('heading', { level: 2, name: 'There is a problem' }).parentElement!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const emailLink = screen.getByRole('link', { name: 'Email is required' });
    expect(screen.getByRole('link', { name: 'Password is required' })).toBeTruthy();
    // Beside the field too, and read with it.
    const email = field('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const description = email
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toContain('Email is required');

    fireEvent.click(emailLink);
    expect(document.activeElement).toBe(email);
    await waitFor(() =>
      expect(useAnnouncer.getState().assertive).toBe('There is a problem. Email is required. Password is required'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Editing a field clears its error.
    fireEvent.change(email, { target: { value: 'robin@example.org' } });
    expect(screen.queryByRole('link', { name: 'Email is required' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Password is required' })).toBeTruthy();
  });

  it('shows wrong credentials for the whole form, without pointing at one field', async () => {
    fakeApi({
      'POST /api/auth/sign-in': () => apiError(401, 'INVALID_CREDENTIALS', 'The email or password is not right.'),
    });
    renderShell('/account/sign-in');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'robin@example.org' } });
    fireEvent.change(field('Password'), { target: { value: 'not-my-password' } });
    submit();
    expect(await screen.findByText('The email or password is not right.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'The email or password is not right.' })).toBeNull();
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the 429 message as the server words it', async () => {
    const message = 'Too many sign-in attempts. Please wait 4 minutes and try again.';
    fakeApi({ 'POST /api/auth/sign-in': () => apiError(429, 'TOO_MANY_SIGN_IN_ATTEMPTS', message) });
    renderShell('/account/sign-in');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'robin@example.org' } });
    fireEvent.change(field('Password'), { target: { value: 'not-my-password' } });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(useAnnouncer.getState().assertive).toBe(`There is a problem. ${message}`));
  });

  it('signs in, goes back to the page it came from, shows who is signed in and refreshes every cached answer', async () => {
    let signedIn = false;
    const { calls } = fakeApi(
      {
        'POST /api/auth/sign-in': () => {
          signedIn = true;
          return { status: 200, body: { user: ROBIN, expiresAt: new Date().toISOString() } };
        },
      },
      () => (signedIn ? { user: ROBIN, expiresAt: new Date().toISOString() } : { user: null }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['bookmarks'], { sessionIds: [] });
    queryClient.setQueryData(['announcement-reads'], { ids: [], offline: false });
    const heard = vi.fn();
    const stop = onAccountChanged(heard);
    renderShell('/account/sign-in', { queryClient, from: '/my-agenda' });

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: ' robin@example.org ' } });
    fireEvent.change(field('Password'), { target: { value: 'plum-harbour-lantern' } });
    submit();

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/my-agenda'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'robin@example.org',
      password: 'plum-harbour-lantern',
    });
    expect(await screen.findByText('Robin')).toBeTruthy();
    expect(screen.getByText(/Signed in as/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(queryClient.getQueryState(['bookmarks'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['announcement-reads'])?.isInvalidated).toBe(true);
    expect(heard).toHaveBeenCalled(); // the remotes refetch their own caches
    stop();
  });

  it('tells someone already signed in, instead of showing the form', async () => {
    fakeApi({}, () => ({ user: ROBIN, expiresAt: new Date().toISOString() }));
    renderShell('/account/sign-in');
    expect(await screen.findByText(/You are signed in as Robin\./)).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});
