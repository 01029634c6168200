// The host's server build (issue 28): renders a public page as HTML with the same components the browser runs,
// the attendee pages coming from the attendee remote's own server build. Run by the API's render process
// (api/src/modules/ssr), never in the browser. Built to dist-server/host-server.cjs.
import type { ConferenceConfig } from '@cc/api/contract';
import * as designSystem from '@cc/design-system';
import * as reactQuery from '@tanstack/react-query';
import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import * as reactRouterDom from 'react-router-dom';
import { StaticRouter } from 'react-router-dom';
import * as zustand from 'zustand';
import * as zustandMiddleware from 'zustand/middleware';
import { App } from './app';
import { ServerRemotes } from './server-rendering/server-remotes';
import { CONFERENCE_QUERY_KEY } from './shell/use-conference';
import type { StartupResult } from './startup/run-startup';
import type { RuntimeConfig } from './startup/runtime-config';

/**
 * What a remote's server build `require`s and gets from the host, one copy for the whole page, as in the browser's
 * shared scope (docs/remote-contract.md "Server build"). Anything else it must bring itself.
 */
export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxDevRuntime,
  'react-dom': ReactDOM,
  'react-router-dom': reactRouterDom,
  zustand,
  'zustand/middleware': zustandMiddleware,
  '@tanstack/react-query': reactQuery,
  '@cc/design-system': designSystem,
};

declare const __CC_SHARED_VERSIONS__: Record<string, string>;
/** The version of each shared package above, by the name a remote's manifest asks for it (its share key). */
export const sharedVersions: Record<string, string> = __CC_SHARED_VERSIONS__;

export { apiContractSatisfies } from '@cc/api/contract';

/** What the attendee remote's server build exports (attendee-remote/src/server-entry.tsx). */
export interface RemoteServerModule {
  default: React.ComponentType;
  apiContract: string;
  buildId: string;
  queryClient: QueryClient;
  /** Whether a query's answer is the same for everybody: only those are asked for on the server and sent along. */
  isPublicQuery(queryKey: readonly unknown[]): boolean;
  resetForRender(): void;
  dehydratedData(): unknown;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The visitor has answered the cookie banner (its cookie says so): drawn without the banner. */
  consentDecided: boolean;
  runtimeConfig: RuntimeConfig;
  conference: ConferenceConfig | null;
  attendee: RemoteServerModule;
  /** Aborts the render: the page is then sent to start in the browser, as without a server build. */
  signal: AbortSignal;
}

export interface RenderedPage {
  html: string;
  /** The answers the page was drawn with, per part; the browser starts from them (the cc-ssr-data block). */
  data: { host: unknown; attendee: unknown; renderedAt: number };
}

/** Render, fetch what the page asked for, render again: a page may ask for more once the first answers arrive. */
const MAX_PASSES = 3;

/**
 * The page as HTML, or an error when any part of it failed: React would send that part to be drawn in the browser
 * and report it there, so the whole page goes to the browser instead, as without a server build.
 */
async function renderToString(element: React.ReactElement, signal: AbortSignal): Promise<string> {
  let failure: unknown = null;
  const onError = (error: unknown) => {
    failure ??= error;
  };
  // No boundary sent apart and moved into place by an inline script: the page must read without scripts, and the
  // Content-Security-Policy allows none inline.
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    onError,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Asks for every public query the last pass left waiting, once each. The others are this visitor's: left waiting,
 * the page shows them loading, exactly as the browser's first draw will before it asks for itself. One that fails
 * goes back to waiting too.
 */
async function fetchWaiting(remote: RemoteServerModule, asked: Set<string>): Promise<boolean> {
  const waiting = remote.queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        !asked.has(query.queryHash) &&
        isEnabled(query) &&
        remote.isPublicQuery(query.queryKey),
    );
  for (const query of waiting) asked.add(query.queryHash);
  await Promise.all(
    waiting.map((query) =>
      // Once: the browser retries if it must; a page waiting on backoff would miss its time.
      query.fetch({ ...query.options, retry: false }).catch(() => {
        query.reset();
      }),
    ),
  );
  return waiting.length > 0;
}

export async function renderPage({
  url,
  consentDecided,
  runtimeConfig,
  conference,
  attendee,
  signal,
}: RenderRequest): Promise<RenderedPage> {
  attendee.resetForRender();
  const renderedAt = Date.now();
  designSystem.setServerRenderState({ time: renderedAt, consentDecided });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  if (conference) queryClient.setQueryData(CONFERENCE_QUERY_KEY, conference);
  const started: StartupResult = { ok: true, config: runtimeConfig, conference };
  const router = ({ children }: { children: React.ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const modules = { attendee: { routes: { default: attendee.default } } };
  const element = (
    <ServerRemotes.Provider value={modules}>
      <App queryClient={queryClient} firstAttempt={Promise.resolve(started)} router={router} />
    </ServerRemotes.Provider>
  );

  const asked = new Set<string>();
  let html = await renderToString(element, signal);
  for (let pass = 1; pass < MAX_PASSES && (await fetchWaiting(attendee, asked)); pass += 1) {
    if (signal.aborted) throw signal.reason;
    html = await renderToString(element, signal);
  }
  return { html, data: { host: dehydrate(queryClient), attendee: attendee.dehydratedData(), renderedAt } };
}
