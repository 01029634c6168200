import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadExposed,
  REMOTE_TIMEOUT_MS,
  RemoteLoadError,
  registerAppRemotes,
  remoteGeneration,
  retryRemote,
  startRemotes,
} from './remote-registry';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const config = {
  remotes: { attendee: 'http://cdn.test/attendee/mf-manifest.json', admin: 'http://cdn.test/admin/mf-manifest.json' },
  apiContract: '1.4.0',
};

beforeEach(() => {
  vi.mocked(loadRemote).mockReset();
  vi.mocked(registerRemotes).mockReset();
  registerAppRemotes(config);
  startRemotes();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('remote registry', () => {
  it('asks the runtime for nothing until the shell starts the remotes, then for what was asked meanwhile', async () => {
    vi.resetModules();
    const registry = await import('./remote-registry');
    registry.registerAppRemotes(config);
    vi.mocked(loadRemote).mockResolvedValue({ default: 'page', apiContract: '1.0.0' });
    const attempt = registry.loadExposed('attendee', 'routes');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadRemote).not.toHaveBeenCalled();
    registry.startRemotes();
    await expect(attempt).resolves.toMatchObject({ default: 'page' });
    expect(loadRemote).toHaveBeenCalledWith('attendee/routes');
  });

  it('registers the remotes named by the run-time config', () => {
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'attendee', entry: config.remotes.attendee },
      { name: 'admin', entry: config.remotes.admin },
    ]);
  });

  it('gives up on a remote that never answers after 10 s', async () => {
    vi.useFakeTimers();
    vi.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
    retryRemote('admin'); // a fresh generation, so no attempt from another test is reused
    const attempt = loadExposed('admin', 'admin-app');
    const settled = vi.fn();
    attempt.then(settled, settled);
    await vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(attempt).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(attempt).rejects.toMatchObject({ remote: 'admin' });
  });

  it('shares one attempt per module until a retry, which re-registers with force and loads again', async () => {
    vi.mocked(loadRemote)
      .mockRejectedValueOnce(new Error('manifest 503'))
      .mockResolvedValueOnce({ default: 'ok', apiContract: '1.0.0' });
    retryRemote('attendee');
    const generation = remoteGeneration('attendee');
    const first = loadExposed('attendee', 'routes');
    expect(loadExposed('attendee', 'routes')).toBe(first);
    await expect(first).rejects.toThrow('attendee/routes could not be loaded: manifest 503');

    vi.mocked(registerRemotes).mockClear();
    retryRemote('attendee');
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'attendee', entry: `${config.remotes.attendee}?retry=${generation + 1}` }],
      { force: true },
    );
    expect(remoteGeneration('attendee')).toBe(generation + 1);
    await expect(loadExposed('attendee', 'routes')).resolves.toEqual({ default: 'ok', apiContract: '1.0.0' });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('hands a loaded module over in a later task than the one that loaded it', async () => {
    vi.useFakeTimers();
    vi.mocked(loadRemote).mockResolvedValueOnce({ default: 'page', apiContract: '1.0.0' });
    retryRemote('attendee');
    const settled = vi.fn();
    loadExposed('attendee', 'routes').then(settled);
    // Every promise callback of this task runs: the module is loaded but not handed over yet.
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(loadRemote).toHaveBeenCalledWith('attendee/routes');
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledWith({ default: 'page', apiContract: '1.0.0' });
  });

  it('treats an empty answer from the runtime as a failure', async () => {
    vi.mocked(loadRemote).mockResolvedValueOnce(null);
    retryRemote('admin');
    await expect(loadExposed('admin', 'admin-app')).rejects.toBeInstanceOf(RemoteLoadError);
  });

  it('gives each entry script a fresh URL after a retry and drops the old one, which the runtime would reuse', () => {
    const plugin = vi.mocked(registerPlugins).mock.calls.at(-1)?.[0]?.[0] as ModuleFederationRuntimePlugin;
    const createScript = plugin.createScript as (args: { url: string; remoteInfo?: { name: string } }) => unknown;
    const url = 'http://cdn.test/attendee/remoteEntry.js';
    expect(createScript({ url, remoteInfo: { name: 'somebody-else' } })).toBeUndefined();

    const before = createScript({ url, remoteInfo: { name: 'attendee' } }) as HTMLScriptElement;
    document.head.append(before);
    retryRemote('attendee');
    expect(before.isConnected).toBe(false);
    const after = createScript({ url, remoteInfo: { name: 'attendee' } }) as HTMLScriptElement;
    expect(after.src).toBe(`${url}?retry=${remoteGeneration('attendee')}`);
    expect(after.dataset.ccRemote).toBe('attendee');
  });

  it('refuses a remote built for an API contract this server does not speak, and one that states none', async () => {
    for (const [module, reason] of [
      [{ default: 'page', apiContract: '2.0.0' }, 'built for API contract 2.0.0; this server speaks 1.4.0'],
      [{ default: 'page', apiContract: '1.5.0' }, 'built for API contract 1.5.0; this server speaks 1.4.0'],
      [{ default: 'page' }, 'does not state the API contract'],
    ] as const) {
      vi.mocked(loadRemote).mockResolvedValueOnce(module);
      retryRemote('attendee');
      const attempt = loadExposed('attendee', 'routes');
      await expect(attempt).rejects.toBeInstanceOf(RemoteLoadError);
      await expect(attempt).rejects.toThrow(reason);
    }
    vi.mocked(loadRemote).mockResolvedValueOnce({ default: 'page', apiContract: '1.2.0' });
    retryRemote('attendee');
    await expect(loadExposed('attendee', 'routes')).resolves.toMatchObject({ default: 'page' });
  });
});
