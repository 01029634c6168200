import { API_CONTRACT_VERSION } from '@cc/api/contract';
import { HOME_INTRO_TEXT, useConsent } from '@cc/design-system';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAppRemotes, retryRemote } from '../remotes/remote-registry';
import { clickAsync, renderAsync } from '../test/act-helpers';
import { AppLayout } from './app-layout';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

function AttendeeRoutes() {
  return (
    <Routes>
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="/programme" element={<h1>Conference Programme</h1>} />
      <Route path="*" element={<h1>Page not found</h1>} />
    </Routes>
  );
}
function AdminApp() {
  return <h1>Admin Dashboard</h1>;
}
function NewsBadge() {
  return <span>5 unread</span>;
}

const modules: Record<string, unknown> = {
  'attendee/routes': { default: AttendeeRoutes, apiContract: API_CONTRACT_VERSION },
  'attendee/nav-badges': { NewsBadge, apiContract: API_CONTRACT_VERSION },
  'admin/admin-app': { default: AdminApp, apiContract: API_CONTRACT_VERSION },
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  registerAppRemotes({
    remotes: { attendee: 'http://x.test/a.json', admin: 'http://x.test/b.json' },
    apiContract: API_CONTRACT_VERSION,
  });
  retryRemote('attendee');
  retryRemote('admin');
  vi.mocked(loadRemote).mockImplementation(async (id: string) => modules[id] ?? null);
  useConsent.getState().acceptAll();
  fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input).endsWith('/api/conference')
      ? Response.json({ name: 'Test Conference', year: 2031, organiser: 'Test Org', contactEmail: 'hi@example.org' })
      : new Response(null, { status: 204 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderApp(path = '/') {
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  return renderAsync(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppLayout />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const pageViews = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/api/user-actions'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)).actionDetails.page);

describe('AppLayout', () => {
  it('puts the skip link first, then header, main and footer, with the remote page inside main', async () => {
    await renderApp();
    const first = document.querySelector('a, button');
    expect(first?.textContent).toBe('Skip to main content');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(await within(main).findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('draws a bare page (the room screen) with the skip link and main only: no header, footer or cookie banner', async () => {
    useConsent.setState({ hasDecided: false });
    await renderApp('/room/12');
    expect(document.querySelector('a, button')?.textContent).toBe('Skip to main content');
    expect(await within(screen.getByRole('main')).findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('region', { name: /cookie/i })).toBeNull();
  });

  it("at / draws Home's introduction while the attendee remote loads, and Home takes its place", async () => {
    let finish!: () => void;
    vi.mocked(loadRemote).mockImplementation((id: string) =>
      id === 'attendee/routes'
        ? new Promise((resolve) => (finish = () => resolve(modules[id])))
        : Promise.resolve(modules[id] ?? null),
    );
    await renderApp();
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Test Conference' })).toBeTruthy();
    expect(within(main).getByText(HOME_INTRO_TEXT)).toBeTruthy();
    expect(within(main).getByText('Loading the attendee pages...')).toBeTruthy();

    await act(async () => finish());
    await within(main).findByRole('heading', { name: 'Home' });
    expect(
      within(main)
        .getAllByRole('heading', { level: 1 })
        .map((h) => h.textContent),
    ).toEqual(['Home']);
    expect(within(main).queryByText(HOME_INTRO_TEXT)).toBeNull();
  });

  it('draws a plain loading message on other attendee pages while the remote loads', async () => {
    vi.mocked(loadRemote).mockImplementation((id: string) =>
      id === 'attendee/routes' ? new Promise(() => {}) : Promise.resolve(modules[id] ?? null),
    );
    await renderApp('/programme');
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Loading the attendee pages...')).toBeTruthy();
    expect(within(main).queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('fills the footer and the badge from their sources', async () => {
    await renderApp();
    expect(await screen.findByText('© 2031 Test Org')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Contact us/ }).getAttribute('href')).toBe('mailto:hi@example.org');
    expect(await screen.findByText('5 unread')).toBeTruthy();
  });

  it('on a change of page: focuses its heading, and reports each page view once', async () => {
    await renderApp();
    await screen.findByRole('heading', { name: 'Home' });
    expect(document.activeElement).toBe(document.body); // the first page keeps the skip link first
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await clickAsync(within(nav).getByRole('link', { name: 'Programme' }));
    const heading = await screen.findByRole('heading', { name: 'Conference Programme' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(pageViews()).toEqual(['home', 'programme']);
  });

  it('loads the admin remote at /admin', async () => {
    await renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(pageViews()).toEqual(['admin']);
  });

  it('draws the account pages, loaded when first visited, inside main', async () => {
    vi.mocked(loadRemote).mockClear();
    await renderApp('/account/sign-in');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 3000 })).toBeTruthy();
    expect(loadRemote).not.toHaveBeenCalledWith('attendee/routes');
  });

  it('keeps the remotes apart: a failed admin area does not stop the attendee pages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id.startsWith('admin/')) throw new Error('admin is down');
      return modules[id] ?? null;
    });
    await renderApp('/admin');
    expect(await screen.findByText(/the admin area could not be loaded/)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await clickAsync(within(nav).getByRole('link', { name: 'Programme' }));
    expect(await screen.findByRole('heading', { name: 'Conference Programme' })).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
