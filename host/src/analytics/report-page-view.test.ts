// @vitest-environment node
import { useConsent } from '@cc/design-system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportPageView } from './report-page-view';

beforeEach(() => {
  useConsent.getState().acceptAll();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useConsent.getState().clear();
});

describe('reportPageView', () => {
  it('sends nothing after "Reject All", nor before the visitor has chosen', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    useConsent.getState().rejectAll();
    reportPageView('/', 'http://localhost/');
    useConsent.getState().clear();
    reportPageView('/', 'http://localhost/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a page_view with the page name and URL, saying consent was given', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    reportPageView('/', 'http://localhost/');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user-actions');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Analytics-Consent': 'granted' });
    expect(JSON.parse(String(init.body))).toEqual({
      actionType: 'page_view',
      actionDetails: { page: 'home' },
      pageUrl: 'http://localhost/',
    });
  });

  it('swallows network failures', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetchMock);
    // Vitest fails the run on an unhandled rejection, so reaching the end is the assertion.
    expect(() => reportPageView('/programme', 'http://localhost/programme')).not.toThrow();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
