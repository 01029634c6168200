import { useAnnouncer } from '@cc/design-system';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AdminApp from '../admin-app';
import { dashboard } from '../test/dashboard-fixture';
import { admin, attendee, conference, deferred, mockApi } from '../test/mock-api';
import { queryClient } from './query-client';

const signedIn = { status: 200, body: { user: admin, expiresAt: '2030-01-01T00:00:00.000Z' } };
const anonymous = { status: 200, body: { user: null } };

afterEach(() => queryClient.clear());

describe('admin access', () => {
  it("says 'Checking authentication...' while the session is checked, then shows the login form", async () => {
    const answer = deferred<typeof anonymous>();
    mockApi({
      'GET /api/auth/session': () => answer.promise,
      'GET /api/conference': () => ({ status: 200, body: conference }),
    });
    render(<AdminApp />);
    expect(screen.getByRole('status').textContent).toContain('Checking authentication...');

    answer.resolve(anonymous);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeTruthy();
    expect(screen.getByText(/every sign-in attempt is logged/)).toBeTruthy();
    const contact = await screen.findByRole('link', { name: 'help@conference.test' });
    expect(contact.getAttribute('href')).toBe('mailto:help@conference.test');
  });

  it('shows the dashboard shell to a signed-in admin', async () => {
    mockApi({
      'GET /api/auth/session': () => signedIn,
      'GET /api/admin/dashboard': () => ({ status: 200, body: dashboard }),
    });
    render(<AdminApp />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByText(/Logged in as/).textContent).toBe('Logged in as admin@conference.test');
    expect(await screen.findByText('Pending Questions')).toBeTruthy();
    expect(screen.getByText('210')).toBeTruthy();
  });

  it('keeps a signed-in attendee signed in and says plainly the area is for organisers', async () => {
    let signedIn = true;
    const api = mockApi({
      'GET /api/auth/session': () =>
        signedIn ? { status: 200, body: { user: attendee, expiresAt: '2030-01-01T00:00:00.000Z' } } : anonymous,
      'GET /api/conference': () => ({ status: 200, body: conference }),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    render(<AdminApp />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisers only' })).toBeTruthy();
    expect(screen.getByText(/This area is for conference organisers/).textContent).toContain(
      'You are signed in as Visitor (visitor@conference.test), which is not an organiser account',
    );
    expect(screen.getByText(/You are still signed in/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls('POST /api/auth/sign-out')).toHaveLength(0);

    // Signing out is their choice, and said: then the login form, focus on its heading.
    fireEvent.click(screen.getByRole('button', { name: 'Sign out and sign in as an organiser' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    expect(api.calls('POST /api/auth/sign-out')).toHaveLength(1);
    const said = "You have signed out of Visitor's account. Sign in below with your conference organiser account.";
    expect(screen.getByText(said)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await waitFor(() => expect(useAnnouncer.getState().polite).toBe(said));
  });

  it('takes an admin whose rights were removed out of the shell, still signed in, with the reason', async () => {
    let role: 'admin' | 'attendee' = 'admin';
    const api = mockApi({
      'GET /api/auth/session': () => ({
        status: 200,
        body: { user: { ...admin, role }, expiresAt: '2030-01-01T00:00:00.000Z' },
      }),
      'GET /api/admin/dashboard': () => {
        role = 'attendee';
        return { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'Admins only' } };
      },
    });
    render(<AdminApp />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisers only' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Access denied: Admin privileges required');
    expect(api.calls('POST /api/auth/sign-out')).toHaveLength(0);
  });

  it('logs out: back to the login form, focus on its heading, announced', async () => {
    const api = mockApi({
      'GET /api/auth/session': () => signedIn,
      'GET /api/admin/dashboard': () => ({ status: 200, body: dashboard }),
      'POST /api/auth/sign-out': () => ({ status: 204 }),
    });
    render(<AdminApp />);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' });
    expect(api.calls('POST /api/auth/sign-out')).toHaveLength(1);
    expect(screen.getByText('Logged out successfully')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await waitFor(() => expect(useAnnouncer.getState().polite).toBe('Logged out successfully'));
    expect(queryClient.getQueryData(['admin', 'dashboard'])).toBeUndefined();
  });

  it("returns to the login form with 'Session expired' when an admin call answers 401", async () => {
    mockApi({
      'GET /api/auth/session': () => signedIn,
      'GET /api/admin/dashboard': () => ({
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in first' },
      }),
    });
    render(<AdminApp />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Session expired. You have been signed out: please sign in again.',
    );
  });

  it('signs in from the form and shows the shell', async () => {
    mockApi({
      'GET /api/auth/session': () => anonymous,
      'POST /api/auth/sign-in': () => signedIn,
      'GET /api/admin/dashboard': () => ({ status: 200, body: dashboard }),
    });
    render(<AdminApp />);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'admin@conference.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
