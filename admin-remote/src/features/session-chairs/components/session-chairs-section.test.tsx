import type { AdminChairList } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdminSession } from '../../../test/admin-session-fixture';
import { mockApi } from '../../../test/mock-api';
import { SessionChairsSection } from './session-chairs-section';

vi.mock('@cc/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/design-system')>()),
  announce: vi.fn(),
}));

beforeEach(() => vi.mocked(announce).mockClear());

const invitation = {
  id: '0b6f1c1e-8a4e-4f7e-9a63-2f0c8f1d2a11',
  email: 'cara@example.org',
  name: 'Cara Chair',
  sessionIds: [7],
  sentBy: 'Admin',
  sentAt: '2027-09-01T10:00:00.000Z',
  expiresAt: '2027-09-08T10:00:00.000Z',
};
const withInvitation: AdminChairList = { assignments: [], invitations: [invitation] };
const sessions = {
  sessions: [{ id: 7, title: 'Eye gaze in the classroom', sessionDate: '2027-09-13', startTime: '14:00:00' }],
};

function renderSection(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /api/admin/sessions': () => ({ status: 200, body: sessions }), ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionChairsSection />
    </QueryClientProvider>,
  );
  return api;
}

describe('Session chairs › pending chair invitations (issue 34)', () => {
  it('lists each invitation with its sessions, sender and dates, and buttons that name the person', async () => {
    renderSection({ 'GET /api/admin/session-chairs': () => ({ status: 200, body: withInvitation }) });
    const table = await screen.findByRole('table', { name: 'Chair invitations not yet accepted' });
    const row = within(table).getByRole('row', { name: /Cara Chair \(cara@example.org\)/ });
    await waitFor(() => expect(row.textContent).toContain('Eye gaze in the classroom'));
    expect(row.textContent).toContain('Admin');
    expect(within(row).getByRole('button', { name: 'Resend the chair invitation to Cara Chair (cara@example.org)' }));
    expect(within(row).getByRole('button', { name: 'Withdraw the chair invitation to Cara Chair (cara@example.org)' }));
  });

  it('resends: the new message is shown, announced and focused', async () => {
    let list: AdminChairList = withInvitation;
    const api = renderSection({
      'GET /api/admin/session-chairs': () => ({ status: 200, body: list }),
      [`POST /api/admin/chair-invitations/${invitation.id}/resend`]: () => {
        list = { assignments: [], invitations: [{ ...invitation, id: '9f0d7c55-1d8e-4c8a-8f1e-8d9a3c2b1a00' }] };
        return {
          status: 201,
          body: { message: 'Invitation sent again to cara@example.org. The new link works for 7 days.' },
        };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Resend the chair invitation to Cara Chair/ }));
    const message = 'Invitation sent again to cara@example.org. The new link works for 7 days.';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(announce).toHaveBeenCalledWith(message);
    await waitFor(() => expect((document.activeElement as HTMLElement).textContent).toContain(message));
    expect(api.calls(`POST /api/admin/chair-invitations/${invitation.id}/resend`)).toHaveLength(1);
  });

  it('asks before withdrawing; Cancel keeps it; confirmed, it leaves the list, announced, with focus on the outcome', async () => {
    let list: AdminChairList = withInvitation;
    const api = renderSection({
      'GET /api/admin/session-chairs': () => ({ status: 200, body: list }),
      [`DELETE /api/admin/chair-invitations/${invitation.id}`]: () => {
        list = { assignments: [], invitations: [] };
        return {
          status: 200,
          body: { message: 'Invitation to cara@example.org withdrawn. Its link no longer works.' },
        };
      },
    });
    const withdraw = await screen.findByRole('button', { name: /^Withdraw the chair invitation to Cara Chair/ });
    fireEvent.click(withdraw);
    const dialog = screen.getByRole('dialog', { name: 'Withdraw chair invitation' });
    expect(dialog.textContent).toContain('Withdraw the invitation to Cara Chair (cara@example.org)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(`DELETE /api/admin/chair-invitations/${invitation.id}`)).toHaveLength(0);

    fireEvent.click(withdraw);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Withdraw chair invitation' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    const message = 'Invitation to cara@example.org withdrawn. Its link no longer works.';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(announce).toHaveBeenCalledWith(message);
    expect(await screen.findByText('No chair invitations are waiting to be accepted.')).toBeTruthy();
    expect(document.activeElement).not.toBe(document.body);
    expect((document.activeElement as HTMLElement).textContent).toContain(message);
    expect(api.calls(`DELETE /api/admin/chair-invitations/${invitation.id}`)).toHaveLength(1);
  });

  it("shows and announces the server's refusal", async () => {
    renderSection({
      'GET /api/admin/session-chairs': () => ({ status: 200, body: withInvitation }),
      [`POST /api/admin/chair-invitations/${invitation.id}/resend`]: () => ({
        status: 404,
        body: {
          statusCode: 404,
          code: 'INVITATION_NOT_FOUND',
          message: 'This invitation is no longer pending: it was accepted, withdrawn or has expired.',
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Resend the chair invitation to Cara Chair/ }));
    const refusal = 'This invitation is no longer pending: it was accepted, withdrawn or has expired.';
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(announce).toHaveBeenCalledWith(refusal, 'assertive');
  });
});

const sessionsByDay = [
  makeAdminSession(3, { title: 'Track 1.1: Switch access', sessionDate: '2027-09-14', startTime: '09:30' }),
  makeAdminSession(1, { title: 'Keynote', sessionDate: '2027-09-13', startTime: '11:55:00' }),
  makeAdminSession(2, { title: 'Core vocabulary', sessionDate: '2027-09-13', startTime: '11:55' }),
  makeAdminSession(4, { title: 'Fringe meet-up' }),
];

describe('Session chairs: choosing the session', () => {
  it('lists sessions by time, each named by its day in words and its start, never as 2027-09-13', async () => {
    mockApi({
      'GET /api/admin/session-chairs': () => ({ status: 200, body: { assignments: [], invitations: [] } }),
      'GET /api/admin/sessions': () => ({
        status: 200,
        body: { sessions: sessionsByDay, total: sessionsByDay.length },
      }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionChairsSection />
      </QueryClientProvider>,
    );
    const picker = screen.getByRole('combobox', { name: /Session/ });
    await within(picker).findByRole('option', { name: /Keynote/ });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a session',
      'Monday 13 September, 11:55 · Core vocabulary',
      'Monday 13 September, 11:55 · Keynote',
      'Tuesday 14 September, 09:30 · Track 1.1: Switch access',
      'Fringe meet-up',
    ]);
    expect(picker.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
