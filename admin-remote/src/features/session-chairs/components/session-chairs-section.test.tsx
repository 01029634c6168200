import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdminSession } from '../../../test/admin-session-fixture';
import { mockApi } from '../../../test/mock-api';
import { SessionChairsSection } from './session-chairs-section';

const sessions = [
  makeAdminSession(3, { title: 'Track 1.1: Switch access', sessionDate: '2027-09-14', startTime: '09:30' }),
  makeAdminSession(1, { title: 'Keynote', sessionDate: '2027-09-13', startTime: '11:55:00' }),
  makeAdminSession(2, { title: 'Core vocabulary', sessionDate: '2027-09-13', startTime: '11:55' }),
  makeAdminSession(4, { title: 'Fringe meet-up' }),
];

describe('Session chairs: choosing the session', () => {
  it('lists sessions by time, each named by its day in words and its start, never as 2027-09-13', async () => {
    mockApi({
      'GET /api/admin/session-chairs': () => ({ status: 200, body: { assignments: [], invitations: [] } }),
      'GET /api/admin/sessions': () => ({ status: 200, body: { sessions, total: sessions.length } }),
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
