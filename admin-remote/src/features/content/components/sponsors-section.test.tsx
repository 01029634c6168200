import type { AdminSponsor } from '@cc/api/contract';
import { announce } from '@cc/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { mockApi } from '../../../test/mock-api';
import ContentPanel from './content-panel';

vi.mock('@cc/design-system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/design-system')>()),
  announce: vi.fn(),
}));

// jsdom has <dialog> but not its methods, nor object URLs for previews.
beforeEach(() => {
  FakeWebSocket.install();
  vi.mocked(announce).mockClear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

const sponsor = (id: number, name: string, version = 1): AdminSponsor => ({
  id,
  name,
  url: `https://example.org/${id}`,
  logoUrl: `/static/sponsors/${id}.svg`,
  logoAlt: `${name} logo`,
  logoStyle: 'image',
  version,
  updatedAt: '2027-09-01T10:00:00.000Z',
});
const sponsors = [sponsor(1, '1Voice'), sponsor(2, 'AIST'), sponsor(3, 'Widgit')];

function renderSponsors(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'GET /api/admin/sponsors': () => ({ status: 200, body: { sponsors } }),
    'GET /api/admin/sponsor-adverts': () => ({ status: 200, body: { adverts: [] } }),
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContentPanel params={{ section: 'sponsors' }} />
    </QueryClientProvider>,
  );
  return api;
}

const list = () => screen.findByRole('list', { name: 'Sponsors, in the order attendees see them' });

describe('Content › Sponsors: the sponsor list', () => {
  it('says where attendees see sponsors and lists each with its logo, described by its alt text', async () => {
    renderSponsors({});
    expect(screen.getByText(/Attendees see the sponsors on the Sponsors page/)).toBeTruthy();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByRole('img', { name: '1Voice logo' })).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Logo description: 1Voice logo')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move up 1Voice' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move down Widgit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves a sponsor down with every id in the new order, and announces where it is now', async () => {
    const api = renderSponsors({
      'PUT /api/admin/sponsors/order': () => ({
        status: 200,
        body: { sponsors: [sponsors[1], sponsors[0], sponsors[2]] },
      }),
    });
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Move down 1Voice' }));
    expect(await screen.findByText('1Voice moved down: now 2 of 3')).toBeTruthy();
    expect(announce).toHaveBeenCalledWith('1Voice moved down: now 2 of 3', 'polite');
    expect(api.calls('PUT /api/admin/sponsors/order')[0]?.[1]?.body).toBe(JSON.stringify({ ids: [2, 1, 3] }));
  });

  it('adds a sponsor: checks the form first, then sends the fields and the logo as a form', async () => {
    const api = renderSponsors({
      'POST /api/admin/sponsors': () => ({ status: 201, body: sponsor(4, 'Acme Aids') }),
    });
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Add Sponsor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Sponsor' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Sponsor' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Choose a logo image to upload.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Name'));

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Acme Aids ' } });
    fireEvent.change(within(dialog).getByLabelText('Website'), { target: { value: 'https://acme.example/' } });
    const logo = new File([new Uint8Array(10)], 'acme.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Logo'), { target: { files: [logo] } });
    fireEvent.change(within(dialog).getByLabelText('Logo description'), { target: { value: 'Acme Aids logo' } });
    expect(within(dialog).getByRole('img', { name: 'Acme Aids logo' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Sponsor' }));

    expect(
      await screen.findByText('Sponsor Acme Aids added successfully. Attendees see it last on the Sponsors page.'),
    ).toBeTruthy();
    const form = api.calls('POST /api/admin/sponsors')[0]?.[1]?.body as FormData;
    expect(form.get('name')).toBe('Acme Aids');
    expect(form.get('url')).toBe('https://acme.example/');
    expect(form.get('logoAlt')).toBe('Acme Aids logo');
    expect((form.get('logo') as File).name).toBe('acme.png');
  });

  it('refuses an SVG logo at once, with the reason next to the field', async () => {
    renderSponsors({});
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Add Sponsor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Sponsor' });
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(within(dialog).getByLabelText('Logo'), { target: { files: [svg] } });
    const input = within(dialog).getByLabelText('Logo');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Choose a JPG, PNG, GIF or WebP image (SVG is not accepted).')).toBeTruthy();
  });

  it('edits with the version it started from and shows a 409 in the form', async () => {
    const STALE = 'This sponsor was changed by someone else. Reload to see their changes.';
    const api = renderSponsors({
      'PATCH /api/admin/sponsors/2': () => ({
        status: 409,
        body: { statusCode: 409, code: 'STALE_VERSION', message: STALE },
      }),
    });
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Edit AIST' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Sponsor: AIST' });
    expect(within(dialog).getByRole('img', { name: 'AIST logo' })).toBeTruthy();
    expect(within(dialog).getByText('Current logo. Its description: AIST logo')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'AIST Ltd' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText(
        `Failed to update sponsor: ${STALE} Close this form to see the latest version, then edit again.`,
      ),
    ).toBeTruthy();
    expect(JSON.parse(String(api.calls('PATCH /api/admin/sponsors/2')[0]?.[1]?.body))).toEqual({
      name: 'AIST Ltd',
      url: 'https://example.org/2',
      logoAlt: 'AIST logo',
      logoStyle: 'image',
      version: 1,
    });
  });

  it('deletes only after confirmation, and says so', async () => {
    const api = renderSponsors({ 'DELETE /api/admin/sponsors/3': () => ({ status: 204 }) });
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Widgit' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete sponsor' });
    expect(api.calls('DELETE /api/admin/sponsors/3')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Sponsor' }));
    expect(await screen.findByText('Sponsor Widgit deleted successfully')).toBeTruthy();
    await waitFor(() => expect(api.calls('DELETE /api/admin/sponsors/3')).toHaveLength(1));
  });
});
