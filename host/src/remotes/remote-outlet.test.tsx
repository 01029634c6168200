import { API_CONTRACT_VERSION } from '@cc/api/contract';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickAsync, renderAsync } from '../test/act-helpers';
import { NavBadge } from './nav-badge';
import { RemoteOutlet } from './remote-outlet';
import { registerAppRemotes, retryRemote, startRemotes } from './remote-registry';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

beforeEach(() => {
  registerAppRemotes({
    remotes: { attendee: 'http://x.test/a.json', admin: 'http://x.test/b.json' },
    apiContract: API_CONTRACT_VERSION,
  });
  // The shell starts the remotes once it has been painted; these tests draw the outlets alone.
  startRemotes();
  // A new generation per test, so no test sees another's loaded or failed module.
  retryRemote('attendee');
  retryRemote('admin');
  vi.mocked(loadRemote).mockReset();
  vi.mocked(registerRemotes).mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RemoteOutlet', () => {
  it('shows a loading message, then the remote', async () => {
    let finish!: (module: unknown) => void;
    vi.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await renderAsync(<RemoteOutlet remote="admin" expose="admin-app" />);
    expect(screen.getByRole('status').textContent).toContain('Loading the admin area...');
    await act(async () => finish({ default: () => <h1>Admin Dashboard</h1>, apiContract: API_CONTRACT_VERSION }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
  });

  it('draws its placeholder while the remote loads, and the remote in its place', async () => {
    let finish!: (module: unknown) => void;
    vi.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await renderAsync(
      <RemoteOutlet remote="attendee" expose="routes" placeholder={<h1>Conference name, drawn by the host</h1>} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Conference name, drawn by the host');
    await act(async () => finish({ default: () => <h1>Conference name</h1>, apiContract: API_CONTRACT_VERSION }));
    await screen.findByRole('heading', { name: 'Conference name' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Conference name']);
  });

  it('names the part that failed and really retries it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('manifest 503'));
    await renderAsync(<RemoteOutlet remote="attendee" expose="routes" />);
    expect(await screen.findByRole('heading', { name: 'This part of the app could not be loaded.' })).toBeTruthy();
    expect(screen.getByText(/the attendee pages could not be loaded/)).toBeTruthy();

    vi.mocked(loadRemote).mockResolvedValue({ default: () => <h1>Welcome</h1>, apiContract: API_CONTRACT_VERSION });
    await clickAsync(screen.getByRole('button', { name: 'Retry' }));
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'attendee', entry: expect.stringMatching(/^http:\/\/x\.test\/a\.json\?retry=\d+$/) }],
      { force: true },
    );
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });

  it('passes a bug inside the remote on to the outer boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(loadRemote).mockResolvedValue({
      default: () => {
        throw new Error('bug');
      },
      apiContract: API_CONTRACT_VERSION,
    });
    const { ErrorBoundary } = await import('../error-boundary/error-boundary');
    await renderAsync(
      <ErrorBoundary fallback={() => <p>outer boundary</p>}>
        <RemoteOutlet remote="admin" expose="admin-app" />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('outer boundary')).toBeTruthy();
    expect(screen.queryByText('This part of the app could not be loaded.')).toBeNull();
  });
});

function ThreeUnread() {
  return <span>3 unread</span>;
}

describe('NavBadge', () => {
  it('renders the badge the remote exports', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ NewsBadge: ThreeUnread, apiContract: API_CONTRACT_VERSION });
    await renderAsync(<NavBadge name="NewsBadge" />);
    expect(await screen.findByText('3 unread')).toBeTruthy();
  });

  it('renders nothing when the remote fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(loadRemote).mockRejectedValue(new Error('down'));
    const { container } = await renderAsync(<NavBadge name="NewsBadge" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });
});
