import { notifyAccountChanged, onAccountChanged } from '@cc/api/client';
import { useAnnouncer } from '@cc/design-system';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ROBIN, renderShell } from './account-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccountStatus', () => {
  it('offers Sign in and Create account to a visitor, coming back to this page afterwards', async () => {
    fakeApi({});
    renderShell('/programme');
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(nav).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/account/sign-up');
  });

  it('shows who is signed in; Sign out ends the session, forgets cached answers and moves focus to Sign in', async () => {
    let signedIn = true;
    const { calls } = fakeApi(
      {
        'POST /api/auth/sign-out': () => {
          signedIn = false;
          return { status: 204 };
        },
      },
      () => (signedIn ? { user: ROBIN, expiresAt: new Date().toISOString() } : { user: null }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['bookmarks'], { sessionIds: [1, 2] });
    renderShell('/my-agenda', { queryClient });

    expect(await screen.findByText('Robin')).toBeTruthy();
    expect(screen.getByText(/Signed in as/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    const signInLink = await screen.findByRole('link', { name: 'Sign in' });
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/sign-out')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(signInLink));
    expect(queryClient.getQueryData(['bookmarks'])).toBeUndefined();
    await waitFor(() => expect(useAnnouncer.getState().polite).toBe('You have signed out.'));
  });

  it('follows a sign-out inside the admin area, which has a query cache of its own', async () => {
    let signedIn = true;
    fakeApi({}, () => (signedIn ? { user: ROBIN, expiresAt: new Date().toISOString() } : { user: null }));
    renderShell('/admin');
    expect(await screen.findByText('Robin')).toBeTruthy();
    // One sign-out in the admin area: its own, not a second one in the header.
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Your account' })).toBeTruthy();
    signedIn = false;
    notifyAccountChanged(); // what the admin remote's sign-out does
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('tells the remotes, whose caches are their own, after sign-out', async () => {
    const heard = vi.fn();
    const stop = onAccountChanged(heard);
    fakeApi({ 'POST /api/auth/sign-out': () => ({ status: 204 }) }, () => ({
      user: ROBIN,
      expiresAt: new Date().toISOString(),
    }));
    renderShell('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(heard).toHaveBeenCalled());
    stop();
  });
});
