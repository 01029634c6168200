import { useAnnouncer } from '@cc/design-system';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderShell } from './account-test-kit';

const SENT =
  'If an account uses this email address, we have sent it a link to choose a new password. The link works for 1 hour.';

beforeEach(() => {
  useAnnouncer.setState({ polite: '', assertive: '' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('Forgot your password?', () => {
  it('is linked from sign-in, asks for the email and says what happens next, aloud too', async () => {
    const { calls } = fakeApi({ 'POST /api/auth/password-reset': () => ({ status: 202, body: { message: SENT } }) });
    renderShell('/account/sign-in');
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('link', { name: 'Email is required' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' robin@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    await waitFor(() => expect(useAnnouncer.getState().polite).toBe(SENT));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'robin@example.org' });
  });
});

describe('Choose a new password', () => {
  it('sends the token from the link with the new password, and takes the token out of the address', async () => {
    window.history.replaceState(null, '', '/account/reset-password#token=abcDEF123_-');
    const done = 'Your password is changed. You are signed out on every device. Sign in with your new password.';
    const { calls } = fakeApi({
      'POST /api/auth/password-reset/complete': () => ({ status: 200, body: { message: done } }),
    });
    renderShell('/account/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(window.location.hash).toBe('');
    fireEvent.change(screen.getByLabelText('New password', { selector: 'input' }), {
      target: { value: 'violet-meadow-compass' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(done)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      token: 'abcDEF123_-',
      password: 'violet-meadow-compass',
    });
  });

  it('says plainly when the link no longer works', async () => {
    window.history.replaceState(null, '', '/account/reset-password#token=used-token');
    const message = 'This link to reset your password does not work any more: it was used already.';
    fakeApi({ 'POST /api/auth/password-reset/complete': () => apiError(400, 'RESET_LINK_INVALID', message) });
    renderShell('/account/reset-password');
    fireEvent.change(await screen.findByLabelText('New password', { selector: 'input' }), {
      target: { value: 'violet-meadow-compass' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(useAnnouncer.getState().assertive).toBe(`There is a problem. ${message}`));
  });
});
