import type { AuditLogEntry } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import AuditLogPanel from './audit-log-panel';

const entry = (id: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id,
  action: 'announcement.update',
  entity: 'announcement',
  entityId: String(id),
  actorEmail: 'admin@conference.test',
  actorName: 'Ada Organiser',
  createdAt: '2026-11-22T10:00:00.000Z',
  before: { title: 'Lunch', priority: 'normal' },
  after: { title: 'Lunch moved', priority: 'normal' },
  ...overrides,
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuditLogPanel />
    </QueryClientProvider>,
  );
}

describe('Audit log tab', () => {
  it('lists entries with who by name, what in words and when in the conference time, and the field changes behind a disclosure button', async () => {
    mockApi({
      'GET /api/conference': () => ({ status: 200, body: { timeZone: 'America/New_York', contactEmail: 'x@y.test' } }),
      'GET /api/admin/audit-log': () => ({
        status: 200,
        body: { entries: [entry(2)], nextBefore: null, entities: ['announcement', 'user'] },
      }),
    });
    renderPanel();
    const item = (await screen.findByRole('heading', { level: 3, name: 'Announcement changed' })).closest('article');
    if (!item) throw new Error('no entry');
    expect(item.textContent).toContain('Ada Organiser (admin@conference.test)');
    expect(item.textContent).toContain('Announcement 2: Lunch moved');
    // 10:00 UTC is 05:00 in New York in November, written out with the zone's name.
    await waitFor(() =>
      expect(within(item).getByText('Sunday, 22 November 2026 at 05:00:00 Eastern Standard Time')).toBeTruthy(),
    );
    const button = within(item).getByRole('button', { name: 'Show changes (1 field)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const table = within(item).getByRole('table');
    expect(within(table).getByRole('row', { name: 'Title Lunch Lunch moved' })).toBeTruthy();
    expect(item.textContent).toContain('1 unchanged field not shown.');
  });

  it('filters by record type and loads older entries', async () => {
    const api = mockApi({
      'GET /api/admin/audit-log': () => {
        const url = String(api.fetchMock.mock.calls.at(-1)?.[0]);
        if (url.includes('before=5')) {
          return { status: 200, body: { entries: [entry(4)], nextBefore: null, entities: ['announcement', 'user'] } };
        }
        if (url.includes('entity=user')) {
          return {
            status: 200,
            body: {
              entries: [
                entry(9, { action: 'user.create', entity: 'user', before: null, after: { email: 'x@y.test' } }),
              ],
              nextBefore: null,
              entities: ['announcement', 'user'],
            },
          };
        }
        return { status: 200, body: { entries: [entry(5)], nextBefore: 5, entities: ['announcement', 'user'] } };
      },
    });
    renderPanel();
    await screen.findByRole('heading', { name: 'Announcement changed' });
    fireEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Announcement changed' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load older entries' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Record type'), { target: { value: 'user' } });
    expect(await screen.findByRole('heading', { name: 'User created' })).toBeTruthy();
    expect(String(api.fetchMock.mock.calls.at(-1)?.[0])).toContain('entity=user');
  });
});
