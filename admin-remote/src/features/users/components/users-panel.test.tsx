import type { AdminUser } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import UsersPanel from './users-panel';

// jsdom has <dialog> but not its methods.
const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 'id',
  email: 'someone@conference.test',
  name: 'Someone',
  role: 'admin',
  isActive: true,
  isProtected: false,
  isCurrentUser: false,
  createdAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

const owner = user({ id: 'p1', email: 'owner@conference.test', name: 'Owner', isProtected: true });
const me = user({ id: 'm1', email: 'me@conference.test', name: 'Me', isCurrentUser: true });
const staff = user({ id: 's1', email: 'staff@conference.test', name: 'Staff', isActive: false });

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <UsersPanel />
    </QueryClientProvider>,
  );
}

describe('Users tab', () => {
  it("lists admin users with their role, status, en-GB creation date and the 'Protected' badge", async () => {
    mockApi({ 'GET /api/admin/users': () => ({ status: 200, body: { users: [owner, me, staff] } }) });
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'User Management' })).toBeTruthy();
    expect(screen.getByText('Loading users...')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Admin users' });
    const ownerRow = within(table).getByRole('row', { name: /owner@conference.test/ });
    expect(within(ownerRow).getByText('Protected')).toBeTruthy();
    expect(within(ownerRow).getByText('Admin')).toBeTruthy();
    expect(within(ownerRow).getByText('Active')).toBeTruthy();
    expect(within(ownerRow).getByText('2 November 2026')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /staff@conference.test/ }).textContent).toContain('Inactive');
    expect(screen.getByText('0 user(s) selected')).toBeTruthy();
  });

  it("says 'No admin users found' for an empty list", async () => {
    mockApi({ 'GET /api/admin/users': () => ({ status: 200, body: { users: [] } }) });
    renderPanel();
    expect(await screen.findByText('No admin users found')).toBeTruthy();
  });

  it('invites a new admin: both fields required, no password asked, then the message and the form closed', async () => {
    const api = mockApi({
      'GET /api/admin/users': () => ({ status: 200, body: { users: [owner] } }),
      'POST /api/admin/invitations': () => ({
        status: 201,
        body: { message: 'Invitation sent to staff@conference.test. The link in it works for 7 days.' },
      }),
    });
    renderPanel();
    await screen.findByRole('table');
    const add = screen.getByRole('button', { name: 'Add User' });
    expect(add.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(add);
    expect(add.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Create New Admin User' });
    expect(within(form).getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(within(form).queryByLabelText('Password', { exact: false })).toBeNull();
    expect(form.textContent).toContain('They choose their own password there; nobody else sets or sees it.');

    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByRole('alert').textContent).toBe('All fields are required');
    expect(api.calls('POST /api/admin/invitations')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: ' staff@conference.test ' } });
    fireEvent.change(within(form).getByLabelText('Full Name'), { target: { value: 'Staff' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Invitation sent to staff@conference.test. The link in it works for 7 days.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create New Admin User' })).toBeNull();
    expect(document.activeElement).toBe(add);
    expect(JSON.parse(String(api.calls('POST /api/admin/invitations')[0]?.[1]?.body))).toEqual({
      email: 'staff@conference.test',
      name: 'Staff',
    });
    expect(api.calls('POST /api/admin/users')).toHaveLength(0);
  });

  it("shows the server's refusal when the invitation is not sent", async () => {
    mockApi({
      'GET /api/admin/users': () => ({ status: 200, body: { users: [owner] } }),
      'POST /api/admin/invitations': () => ({
        status: 409,
        body: { statusCode: 409, code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' },
      }),
    });
    renderPanel();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@conference.test' } });
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Copy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('The invitation was not sent: An account with this email already exists.'),
    ).toBeTruthy();
  });

  it('warns when nothing is selected and drops the protected admin and yourself from a deletion', async () => {
    const api = mockApi({ 'GET /api/admin/users': () => ({ status: 200, body: { users: [owner, me, staff] } }) });
    renderPanel();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    expect(screen.getByText('No users selected for deletion')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select owner@conference.test' }));
    expect(screen.getByText('1 user(s) selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    expect(screen.getByText('Cannot delete protected admin user: owner@conference.test')).toBeTruthy();
    expect(screen.getByText('0 user(s) selected')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select owner@conference.test' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(api.calls('POST /api/admin/users/bulk-delete')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select me@conference.test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    expect(screen.getByText('You cannot delete your own account: me@conference.test')).toBeTruthy();
  });

  it('asks for confirmation, deletes, reports the result and clears the selection', async () => {
    const api = mockApi({
      'GET /api/admin/users': () => ({ status: 200, body: { users: [owner, staff] } }),
      'POST /api/admin/users/bulk-delete': () => ({
        status: 200,
        body: { successful: ['s1'], failed: [], errors: [] },
      }),
    });
    renderPanel();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all users' }));
    expect(screen.getByText('2 user(s) selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    // The protected admin is dropped; one is left to confirm.
    expect(screen.getByText('Cannot delete protected admin user: owner@conference.test')).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Delete users' });
    expect(within(dialog).getByText('Are you sure you want to delete 1 user(s)?')).toBeTruthy();
    expect(api.calls('POST /api/admin/users/bulk-delete')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted 1 user(s)')).toBeTruthy();
    expect(JSON.parse(String(api.calls('POST /api/admin/users/bulk-delete')[0]?.[1]?.body))).toEqual({ ids: ['s1'] });
    expect(screen.getByText('0 user(s) selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(screen.queryByText('Successfully deleted 1 user(s)')).toBeNull());
  });

  it('reports failures with their reasons', async () => {
    mockApi({
      'GET /api/admin/users': () => ({ status: 200, body: { users: [staff] } }),
      'POST /api/admin/users/bulk-delete': () => ({
        status: 200,
        body: { successful: [], failed: ['s1'], errors: [{ id: 's1', email: staff.email, error: 'User not found' }] },
      }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select staff@conference.test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Selected' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete 1 user(s): User not found')).toBeTruthy();
  });
});
