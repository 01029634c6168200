import { ACCOUNT_CHANGED_EVENT } from '@cc/api/client';
import { useAnnouncer } from '@cc/design-system';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, apiError, fakeApi, ROBIN, renderShell } from './account-test-kit';

const SESSIONS = {
  sessions: [
    {
      id: 'aaaa1111',
      current: true,
      device: 'Firefox on Android',
      createdAt: '2027-09-13T08:05:00.000Z',
      lastUsedAt: '2027-09-13T09:40:00.000Z',
    },
    {
      id: 'bbbb2222',
      current: false,
      device: 'Safari on Mac',
      createdAt: '2027-09-12T18:00:00.000Z',
      lastUsedAt: '2027-09-12T21:15:00.000Z',
    },
    {
      id: 'cccc3333',
      current: false,
      device: null,
      createdAt: '2027-09-10T10:00:00.000Z',
      lastUsedAt: '2027-09-10T10:00:00.000Z',
    },
  ],
};
const DONE =
  'Signed out on 2 other devices. This device stays signed in. Your old calendar address no longer works: copy the new one from My Agenda.';
const LABEL = 'Your current password, to sign out everywhere else';

function showAccount(endOthers: (body: unknown) => Answer) {
  const api = fakeApi(
    {
      'GET /api/account/sessions': () => ({ status: 200, body: SESSIONS }),
      'POST /api/account/sessions/end-others': endOthers,
    },
    () => ({ user: ROBIN, expiresAt: new Date().toISOString() }),
  );
  renderShell('/account');
  return api;
}

const passwordField = () => screen.getByLabelText(LABEL, { selector: 'input' });

beforeEach(() => {
  useAnnouncer.setState({ polite: '', assertive: '' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Where you are signed in', () => {
  it('names each device by its browser and system, says which is this one, and when each began and was last used', async () => {
    showAccount(() => ({ status: 200, body: { message: DONE } }));
    const section = await screen.findByRole('region', { name: 'Where you are signed in' });
    const list = within(section).getByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toMatch(
      /^Firefox on Android \(this device\): signed in Monday 13 September 2027, \d\d:05, last used Monday 13 September 2027, \d\d:40$/,
    );
    expect(items[1]).toMatch(/^Safari on Mac: signed in Sunday 12 September 2027, \d\d:00, last used/);
    expect(items[2]).toMatch(/^Unknown browser: signed in Friday 10 September 2027/);
  });

  it('asks for the password first: without it nothing is sent, the field says why and takes the focus', async () => {
    const { calls } = showAccount(() => ({ status: 200, body: { message: DONE } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findAllByText('Type your current password')).not.toHaveLength(0);
    expect(document.activeElement).toBe(passwordField());
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() =>
      expect(useAnnouncer.getState().assertive).toBe('There is a problem. Type your current password'),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the password with Enter in the field (a form), says what happened aloud and tells the remotes', async () => {
    const { calls } = showAccount(() => ({ status: 200, body: { message: DONE } }));
    const told = vi.fn();
    window.addEventListener(ACCOUNT_CHANGED_EVENT, told);
    const field = await screen.findByLabelText(LABEL, { selector: 'input' });
    fireEvent.change(field, { target: { value: 'plum-harbour-lantern' } });
    // Enter in a text field submits its form; jsdom does not press it, so the form is submitted as the browser would.
    const form = field.closest('form');
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Sign out everywhere else');
    fireEvent.submit(form as HTMLFormElement);
    expect(await screen.findByText(DONE)).toBeTruthy();
    await waitFor(() => expect(useAnnouncer.getState().polite).toBe(DONE));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/account/sessions/end-others',
      body: { password: 'plum-harbour-lantern' },
    });
    expect((passwordField() as HTMLInputElement).value).toBe('');
    expect(told).toHaveBeenCalled();
    window.removeEventListener(ACCOUNT_CHANGED_EVENT, told);
  });

  it("shows the server's message at the field when the password is wrong, and keeps the other devices", async () => {
    const wrong = 'That is not your current password. Type the password you sign in with.';
    showAccount(() => apiError(400, 'WRONG_PASSWORD', wrong));
    fireEvent.change(await screen.findByLabelText(LABEL, { selector: 'input' }), {
      target: { value: 'not-it-at-all' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findAllByText(wrong)).not.toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(passwordField()));
    await waitFor(() => expect(useAnnouncer.getState().assertive).toBe(`There is a problem. ${wrong}`));
    expect(screen.queryByText(DONE)).toBeNull();
  });
});
