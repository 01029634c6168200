import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AppRoutes } from '../app/app-routes';

/**
 * Renders the attendee routes at `url` with a fresh cache that does not retry, inside a Suspense boundary like the
 * host's outlet (Home's first draw waits on it for the conference).
 */
export function renderApp(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={<p>The host's placeholder</p>}>
          <AppRoutes />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * renderApp inside an awaited act: React 19 finishes a first draw that waits on use() (Home's, for the conference)
 * only there.
 */
export async function renderAppAsync(url: string) {
  let result!: ReturnType<typeof renderApp>;
  await act(async () => {
    result = renderApp(url);
  });
  return result;
}

/** `url`: the request's address, for a handler keyed by a pattern (`/:id`). */
type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A stand-in for the API at unit level: answers by "METHOD /path" and records every call.
 * Unknown requests get a 404 so a test notices them.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(key);
    // A key may name a path's parts (`PUT /api/question-drafts/:id`) for ids made in the browser.
    const handler =
      handlers[key] ??
      Object.entries(handlers).find(
        ([pattern]) => pattern.includes('/:') && new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(key),
      )?.[1];
    if (handler) return handler(init, url);
    if (key === 'POST /api/user-actions') return new Response(null, { status: 204 });
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
