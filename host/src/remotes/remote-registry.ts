import { apiContractSatisfies } from '@cc/api/contract';
import { inNextTask } from '@cc/design-system';
import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { withTimeout } from '../lib/with-timeout';
import type { RuntimeConfig } from '../startup/runtime-config';

export type RemoteName = keyof RuntimeConfig['remotes'];

/** How long a remote gets before the shell gives up and offers Retry (BEYOND D9). */
export const REMOTE_TIMEOUT_MS = 10_000;

/** A remote module that failed or timed out; the shell shows its own message for it, naming the part. */
export class RemoteLoadError extends Error {
  readonly remote: RemoteName;

  constructor(remote: RemoteName, id: string, cause: unknown) {
    super(`${id} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

/**
 * Remotes load only once the shell has been painted (startRemotes, called by the shell). The page's start-up hints
 * have fetched a remote's files meanwhile; what waits is running them: a remote's federation runtime and modules
 * would otherwise take the main thread before the shell's first draw, and on a slow phone hold back its paint.
 */
let startRemotesNow: () => void = () => {};
const remotesStarted = new Promise<void>((resolve) => {
  startRemotesNow = resolve;
});

/** Lets remotes load: called once the shell is on screen (shell/start-remotes-after-paint.ts). Idempotent. */
export function startRemotes(): void {
  startRemotesNow();
}

const entries = new Map<RemoteName, string>();
let servedApiContract: string | null = null;
const attempts = new Map<string, Promise<unknown>>();
const listeners = new Set<() => void>();
const generations = new Map<RemoteName, number>();
/**
 * Remotes whose entry script has run on this page. Its bundler runtime then owns the remote's chunk registry (a
 * global named after the remote), so a second entry of the same remote, e.g. the previous build after a refused
 * one, could never receive its chunks: a retry of such a remote needs a fresh page.
 */
const evaluatedEntries = new Set<RemoteName>();

/** Registers each remote's manifest from the run-time config; nothing about remotes is known at build time. */
export function registerAppRemotes(config: RuntimeConfig): void {
  for (const [name, entry] of Object.entries(config.remotes) as [RemoteName, string][]) entries.set(name, entry);
  servedApiContract = config.apiContract;
  registerPlugins([retryPlugin]);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

/**
 * The runtime reuses any <script> already in the page for a remote's entry URL, even one that never finished, so a
 * retry after a hang would wait on the same stuck request. Our entry scripts carry their remote's name, so a retry
 * can drop them, and a marker that makes the new request a fresh one.
 */
const retryPlugin: ModuleFederationRuntimePlugin = {
  name: 'cc-remote-retry',
  createScript({ url, remoteInfo }) {
    const remote = remoteInfo?.name;
    if (!remote || !entries.has(remote as RemoteName)) return;
    const script = document.createElement('script');
    const generation = remoteGeneration(remote as RemoteName);
    script.src = generation === 0 ? url : retryUrl(url, generation);
    script.dataset.ccRemote = remote;
    script.addEventListener('load', () => evaluatedEntries.add(remote as RemoteName));
    return script;
  },
};

/**
 * One shared attempt per exposed module and generation, so the routes and the nav badges of one remote do not race
 * each other, and a component that remounts reuses a module already loaded.
 */
export function loadExposed<T>(remote: RemoteName, expose: string): Promise<T> {
  const id = `${remote}/${expose}`;
  const key = `${id}#${remoteGeneration(remote)}`;
  let attempt = attempts.get(key) as Promise<T> | undefined;
  if (!attempt) {
    // The 10 s limit runs from the remote's first request, not from the page's start.
    attempt = remotesStarted
      .then(() => withTimeout(loadRemote<T>(id), REMOTE_TIMEOUT_MS, id))
      .then((module) => {
        if (module == null) throw new Error('the remote returned nothing');
        checkApiContract(module);
        // Drawn in a task of its own, after the one that evaluated the remote's modules.
        return inNextTask(module);
      })
      .catch((error: unknown) => {
        throw new RemoteLoadError(remote, id, error);
      });
    attempts.set(key, attempt);
  }
  return attempt;
}

/**
 * Every exposed module states the API contract it was compiled against (`apiContract`, docs/remote-contract.md);
 * a remote the API can no longer serve is refused here, before it renders, like one that failed to load.
 */
function checkApiContract(module: unknown): void {
  const builtWith = (module as { apiContract?: unknown }).apiContract;
  if (typeof builtWith !== 'string') throw new Error('the remote does not state the API contract it was built with');
  if (servedApiContract && !apiContractSatisfies(builtWith, servedApiContract)) {
    throw new Error(`the remote was built for API contract ${builtWith}; this server speaks ${servedApiContract}`);
  }
}

/**
 * A real retry: re-register with force so the federation runtime forgets the failed manifest, entry script and
 * module cache, then start a new generation so every consumer of this remote loads again. A remote whose entry
 * already ran (refused for its versions, say) is retried by loading the page again.
 */
export function retryRemote(remote: RemoteName): void {
  if (evaluatedEntries.has(remote)) {
    window.location.reload();
    return;
  }
  if (startupHintsFor(remote)) {
    void reloadWhenReachable(remote);
    return;
  }
  retryInPage(remote);
}

/**
 * The page's own preload hints for the remote's files (the server adds them for a remote it serves). When those
 * failed with the remote, Chromium answers the remote's own chunk loader from the failed preloads for a few seconds
 * after the page loaded ("Loading chunk … failed" with no request made), so an in-page retry can fail with the
 * remote back up.
 */
function startupHintsFor(remote: RemoteName): boolean {
  const entry = entries.get(remote);
  if (!entry) return false;
  const folder = new URL('.', new URL(entry, window.location.href)).href;
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="modulepreload"]')).some(
    (link) => link.href.startsWith(folder),
  );
}

/**
 * Loads the page again once the remote answers, which starts everything afresh; while it still does not, the retry
 * happens in the page and fails with the same message, so a person offline keeps the app instead of the browser's
 * error page.
 */
async function reloadWhenReachable(remote: RemoteName): Promise<void> {
  const entry = entries.get(remote);
  try {
    const answer = entry ? await fetch(retryUrl(entry, Date.now()), { cache: 'no-store' }) : null;
    if (answer?.ok) {
      window.location.reload();
      return;
    }
  } catch {
    // Still unreachable: said again by the retry below.
  }
  retryInPage(remote);
}

function retryInPage(remote: RemoteName): void {
  const generation = remoteGeneration(remote) + 1;
  for (const script of document.querySelectorAll(`script[data-cc-remote="${remote}"]`)) script.remove();
  const entry = entries.get(remote);
  if (entry) registerRemotes([{ name: remote, entry: retryUrl(entry, generation) }], { force: true });
  generations.set(remote, generation);
  for (const key of attempts.keys()) if (key.startsWith(`${remote}/`)) attempts.delete(key);
  for (const listener of listeners) listener();
}

/**
 * A URL the browser has not requested yet: a request that still hangs would otherwise hold the retry back (the
 * browser lets one request per URL through its cache at a time), and a cached error answer would come back.
 * The runtime ignores the query when it works out where a remote's files are.
 */
function retryUrl(address: string, generation: number): string {
  const url = new URL(address, window.location.href);
  url.searchParams.set('retry', String(generation));
  return url.href;
}

export function remoteGeneration(remote: RemoteName): number {
  return generations.get(remote) ?? 0;
}

export function subscribeToRetries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
