/** Test support for the account pages: a fake API answering by method and path, and the shell's routes. */
import type { AuthSessionState } from '@cc/api/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AccountRoutes } from './account-routes';
import { AccountStatus } from './account-status';

export type Answer = { status: number; body?: unknown };
export type Handler = (body: unknown) => Answer;

export const ROBIN = {
  id: '7f0c1e9a-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  email: 'robin@example.org',
  name: 'Robin',
  role: 'attendee' as const,
};

/** Stubs fetch: `routes['POST /api/auth/sign-in']` answers that call; GET /api/auth/session answers `session`. */
export function fakeApi(routes: Record<string, Handler>, session: () => AuthSessionState = () => ({ user: null })) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    const answer: Answer = handler
      ? handler(body)
      : path === '/api/auth/session'
        ? { status: 200, body: session() }
        : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not here' } };
    if (answer.status === 204) return new Response(null, { status: 204 });
    return Response.json(answer.body, { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export function apiError(status: number, code: string, message: string): Answer {
  return { status, body: { statusCode: status, code, message } };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The header's account corner and the account routes, as the shell mounts them, plus pages to land on. */
export function renderShell(path: string, options: { queryClient?: QueryClient; from?: string } = {}) {
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const entry = options.from ? { pathname: path, state: { from: options.from } } : path;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <header>
          <AccountStatus />
        </header>
        <main>
          <Routes>
            <Route path="/account/*" element={<AccountRoutes />} />
            <Route path="*" element={<h1>Elsewhere</h1>} />
          </Routes>
          <Where />
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
