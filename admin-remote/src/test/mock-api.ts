import { vi } from 'vitest';

type Handler = (body: unknown) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * Stubs fetch with answers per 'METHOD /path'. Unknown routes answer 404, so a test notices calls it
 * did not expect. Returns the mock to inspect the calls made.
 */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(input), 'http://localhost').pathname;
    const handler = routes[`${method} ${path}`];
    // An upload's FormData is handed over as it is; JSON bodies are parsed.
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    const answer = handler
      ? await handler(body)
      : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls: (route: string) =>
      fetchMock.mock.calls.filter(
        ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === route,
      ),
  };
}

/** A promise and its resolver, to hold an answer back while a test looks at the waiting state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const admin = { id: 'a1', email: 'admin@conference.test', name: 'Admin', role: 'admin' as const };
export const attendee = { id: 'u1', email: 'visitor@conference.test', name: 'Visitor', role: 'attendee' as const };
export const conference = { contactEmail: 'help@conference.test' };
