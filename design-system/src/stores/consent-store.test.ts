import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../utils/safe-storage';
import { CONSENT_EVENT, type CookieConsent, createConsentStore, parseConsent, toConsentSignal } from './consent-store';

const NOW = new Date('2027-09-13T08:00:00.000Z');
const received: CookieConsent[] = [];
const onConsent = (event: Event) => received.push((event as CustomEvent<CookieConsent>).detail);

beforeEach(() => {
  received.length = 0;
  window.addEventListener(CONSENT_EVENT, onConsent);
});

afterEach(() => {
  window.removeEventListener(CONSENT_EVENT, onConsent);
});

const makeStore = () => createConsentStore({ events: window, now: () => NOW });
const stored = () => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null');

describe('useConsent store', () => {
  it("takes the choice made on the banner's form without scripts, once, and deletes its cookie", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the server's form answer sets
    document.cookie = 'cc_consent_choice=accept; Path=/';
    const store = makeStore();
    const expected = { necessary: true, analytics: true, marketing: true, timestamp: '2027-09-13T08:00:00.000Z' };
    expect(store.getState()).toMatchObject({ hasDecided: true, consent: expected });
    expect(stored()).toEqual(expected);
    expect(document.cookie).not.toContain('cc_consent_choice');
    expect(document.cookie).toContain('cc_consent=decided');
    // biome-ignore lint/suspicious/noDocumentCookie: clean up for the next test
    document.cookie = 'cc_consent=; Path=/; Max-Age=0';
  });

  it('keeps a choice made here with scripts over one left by the form', () => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: NOW.toISOString() }),
    );
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the server's form answer sets
    document.cookie = 'cc_consent_choice=accept; Path=/';
    expect(makeStore().getState().consent).toMatchObject({ analytics: false, marketing: false });
    expect(document.cookie).not.toContain('cc_consent_choice');
    // biome-ignore lint/suspicious/noDocumentCookie: clean up for the next test
    document.cookie = 'cc_consent=; Path=/; Max-Age=0';
  });

  it('has not decided when nothing is stored', () => {
    const state = makeStore().getState();
    expect(state.hasDecided).toBe(false);
    expect(state.consent).toBeNull();
  });

  it('acceptAll stores everything granted with a timestamp and sends the consent signal', () => {
    const store = makeStore();
    store.getState().acceptAll();
    const expected = {
      necessary: true,
      analytics: true,
      marketing: true,
      timestamp: '2027-09-13T08:00:00.000Z',
    };
    expect(stored()).toEqual(expected);
    expect(store.getState()).toMatchObject({ hasDecided: true, consent: expected });
    expect(received).toEqual([expected]);
    expect(toConsentSignal(store.getState().consent)).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'granted',
    });
  });

  it('rejectAll keeps only necessary cookies', () => {
    const store = makeStore();
    store.getState().rejectAll();
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(toConsentSignal(store.getState().consent)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
    expect(received).toHaveLength(1);
  });

  it('save stores a custom choice', () => {
    const store = makeStore();
    store.getState().save({ analytics: true, marketing: false });
    expect(stored()).toMatchObject({ analytics: true, marketing: false });
    expect(received[0]).toMatchObject({ analytics: true, marketing: false });
  });

  it('restores a stored decision', () => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ necessary: true, analytics: false, marketing: true, timestamp: NOW.toISOString() }),
    );
    expect(makeStore().getState()).toMatchObject({
      hasDecided: true,
      consent: { analytics: false, marketing: true },
    });
  });

  it('treats malformed stored values as no decision', () => {
    for (const bad of ['{', 'null', '"yes"', '{"analytics":"true","marketing":false,"timestamp":"x"}']) {
      localStorage.setItem('cookieConsent', bad);
      expect(makeStore().getState().hasDecided).toBe(false);
    }
    expect(parseConsent('{"analytics":true,"marketing":false}')).toBeNull();
  });

  it('clear removes the stored consent so the banner asks again', () => {
    const store = makeStore();
    store.getState().acceptAll();
    store.getState().clear();
    expect(localStorage.getItem('cookieConsent')).toBeNull();
    expect(store.getState()).toMatchObject({ hasDecided: false, consent: null });
  });

  it('still records the choice for this page when storage is blocked', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = createConsentStore({ storage, events: window, now: () => NOW });
    expect(() => store.getState().acceptAll()).not.toThrow();
    expect(store.getState().hasDecided).toBe(true);
    expect(received).toHaveLength(1);
  });

  it('uses the real clock by default', () => {
    vi.useFakeTimers({ now: NOW });
    const store = createConsentStore({ events: undefined });
    store.getState().rejectAll();
    expect(store.getState().consent?.timestamp).toBe(NOW.toISOString());
    vi.useRealTimers();
  });
});
