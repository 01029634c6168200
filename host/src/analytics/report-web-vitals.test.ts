import type { UserActionBody } from '@cc/api/contract';
import { createConsentStore, type SafeStorage } from '@cc/design-system';
import { describe, expect, it, vi } from 'vitest';
import { reportWebVitalsWithConsent, type WebVitalsLibrary, webVitalAction } from './report-web-vitals';

type Report = Parameters<WebVitalsLibrary['onLCP']>[0];

/** A stand-in for the web-vitals package that lets the test emit metrics (jsdom measures nothing). */
function fakeLibrary() {
  const reporters: Report[] = [];
  const library: WebVitalsLibrary = {
    onLCP: (report) => reporters.push(report),
    onINP: (report) => reporters.push(report),
    onCLS: (report) => reporters.push(report),
  };
  const emit = (name: 'LCP' | 'INP' | 'CLS', value: number) => {
    for (const report of reporters)
      report({ name, value, rating: 'good', id: `id-${name}`, navigationType: 'navigate' });
  };
  return { library, reporters, emit };
}

function setup(initial: 'none' | 'accepted' | 'rejected') {
  const memory = new Map<string, string>();
  const storage: SafeStorage = {
    get: (key) => memory.get(key) ?? null,
    set: (key, value) => Boolean(memory.set(key, value)),
    remove: (key) => memory.delete(key),
  };
  const consent = createConsentStore({ storage, events: undefined });
  if (initial === 'accepted') consent.getState().acceptAll();
  if (initial === 'rejected') consent.getState().rejectAll();
  const { library, reporters, emit } = fakeLibrary();
  const load = vi.fn(async () => library);
  const sent: UserActionBody[] = [];
  const stop = reportWebVitalsWithConsent({ consent, load, send: (body) => sent.push(body) });
  return { consent, load, reporters, emit, sent, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('web vitals reporting', () => {
  it('loads nothing and sends nothing before the visitor has chosen', async () => {
    const { load, sent } = setup('none');
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('loads nothing and sends nothing when analytics cookies were refused', async () => {
    const { consent, load } = setup('rejected');
    consent.getState().save({ analytics: false, marketing: true });
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('reports LCP, INP and CLS as web_vital actions once analytics cookies are accepted', async () => {
    const { load, reporters, emit, sent } = setup('accepted');
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(reporters).toHaveLength(3);
    emit('LCP', 1834.4);
    expect(sent.map((body) => body.actionType)).toEqual(['web_vital', 'web_vital', 'web_vital']);
    expect(sent[0]?.actionDetails).toMatchObject({ name: 'LCP', value: 1834, rating: 'good' });
  });

  it('starts when consent is given later in the visit, once', async () => {
    const { consent, load, emit, sent } = setup('none');
    consent.getState().acceptAll();
    consent.getState().save({ analytics: true, marketing: false });
    await settle();
    expect(load).toHaveBeenCalledOnce();
    emit('CLS', 0.1);
    expect(sent).toHaveLength(3);
  });

  it('drops metrics that arrive after consent was withdrawn', async () => {
    const { consent, emit, sent } = setup('accepted');
    await settle();
    consent.getState().clear();
    emit('INP', 120);
    expect(sent).toEqual([]);
  });
});

describe('webVitalAction', () => {
  it('rounds milliseconds to whole numbers and CLS to four decimals, and names the page', () => {
    const location = { pathname: '/session/12', href: 'http://localhost/session/12' };
    const metric = { rating: 'poor', id: 'v5-1', navigationType: 'reload' } as const;
    expect(webVitalAction({ ...metric, name: 'INP', value: 523.6 }, location)).toEqual({
      actionType: 'web_vital',
      actionDetails: {
        name: 'INP',
        value: 524,
        rating: 'poor',
        id: 'v5-1',
        navigationType: 'reload',
        page: 'session/12',
      },
      pageUrl: 'http://localhost/session/12',
    });
    expect(webVitalAction({ ...metric, name: 'CLS', value: 0.123456 }, location).actionDetails.value).toBe(0.1235);
  });
});
