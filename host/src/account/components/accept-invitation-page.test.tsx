import { useAnnouncer } from '@cc/design-system';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderShell } from './account-test-kit';

const SESSION = {
  id: 42,
  title: 'Core vocabulary in the classroom',
  date: '2027-09-13',
  startTime: '11:00',
  endTime: '12:00',
  location: 'Room 2.6',
};
const READY =
  'Your account for chloe@example.org is ready. Sign in with your email and your new password, then open Sessions you chair.';

beforeEach(() => {
  useAnnouncer.setState({ polite: '', assertive: '' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('Accepting an invitation to chair (issue 35)', () => {
  it('names the role, the session, its day, time and place; the button says chair; then leads to Sessions you chair', async () => {
    window.history.replaceState(null, '', '/account/accept-invitation?as=chair#token=chairToken123');
    const { calls } = fakeApi({
      'POST /api/auth/invitations/chair-sessions': () => ({ status: 200, body: { sessions: [SESSION] } }),
      'POST /api/auth/invitations/accept': () => ({ status: 201, body: { message: READY } }),
    });
    renderShell('/account/accept-invitation');
    expect(
      await screen.findByText(
        'You are invited to chair “Core vocabulary in the classroom” on Monday 13 September, 11:00–12:00, in Room 2.6.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/admin account|be an admin/)).toBeNull();
    expect(calls.find((call) => call.path === '/api/auth/invitations/chair-sessions')?.body).toEqual({
      token: 'chairToken123',
    });
    fireEvent.change(screen.getByLabelText('Choose a password', { selector: 'input' }), {
      target: { value: 'violet-meadow-compass' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create my chair account' }));
    expect(await screen.findByText(READY)).toBeTruthy();
    await waitFor(() => expect(useAnnouncer.getState().polite).toBe(READY));
    expect(screen.getByRole('link', { name: 'Go to Sessions you chair' }).getAttribute('href')).toBe('/chair');
    expect(screen.queryByRole('link', { name: 'Go to the admin sign-in' })).toBeNull();
  });

  it('lists each session when the invitation is for several', async () => {
    window.history.replaceState(null, '', '/account/accept-invitation?as=chair#token=chairToken456');
    const second = { ...SESSION, id: 43, title: 'Eye gaze at school', date: '2027-09-14', endTime: null };
    fakeApi({
      'POST /api/auth/invitations/chair-sessions': () => ({ status: 200, body: { sessions: [SESSION, second] } }),
    });
    renderShell('/account/accept-invitation');
    expect(await screen.findByText('You are invited to chair these sessions:')).toBeTruthy();
    const items = within(screen.getByRole('main'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '“Core vocabulary in the classroom” on Monday 13 September, 11:00–12:00, in Room 2.6',
      '“Eye gaze at school” on Tuesday 14 September, 11:00, in Room 2.6',
    ]);
  });

  it('says plainly when the link no longer works', async () => {
    window.history.replaceState(null, '', '/account/accept-invitation?as=chair#token=usedToken');
    const message = 'This invitation link does not work any more: it was used already, or it is more than 7 days old.';
    fakeApi({ 'POST /api/auth/invitations/chair-sessions': () => apiError(400, 'INVITATION_INVALID', message) });
    renderShell('/account/accept-invitation');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('an admin invitation still says admin', async () => {
    window.history.replaceState(null, '', '/account/accept-invitation#token=adminToken');
    fakeApi({});
    renderShell('/account/accept-invitation');
    expect(await screen.findByRole('button', { name: 'Create my admin account' })).toBeTruthy();
    expect(screen.getByText(/You are invited to be an admin\./)).toBeTruthy();
  });
});
