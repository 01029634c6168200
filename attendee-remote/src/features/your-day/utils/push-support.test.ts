import { describe, expect, it } from 'vitest';
import {
  type BrowserFacts,
  PUSH_SETUP_TEXT,
  PUSH_STILL_WORKS,
  PUSH_UNAVAILABLE_TEXT,
  pushSupport,
} from './push-support';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

const facts = (overrides: Partial<BrowserFacts> = {}): BrowserFacts => ({
  userAgent: CHROME,
  maxTouchPoints: 0,
  standalone: false,
  serviceWorker: true,
  pushManager: true,
  notifications: true,
  permission: 'default',
  ...overrides,
});

describe('pushSupport', () => {
  it('is supported in a browser with a service worker, push and notifications not refused', () => {
    expect(pushSupport(facts())).toBe('supported');
    expect(pushSupport(facts({ permission: 'granted' }))).toBe('supported');
  });

  it('says why not: refused, no service worker, no push', () => {
    expect(pushSupport(facts({ permission: 'denied' }))).toBe('denied');
    expect(pushSupport(facts({ serviceWorker: false }))).toBe('no-service-worker');
    expect(pushSupport(facts({ pushManager: false }))).toBe('no-push');
    expect(pushSupport(facts({ notifications: false }))).toBe('no-push');
  });

  it('on iPhone and iPad asks for the app on the Home Screen first, and works once it is there', () => {
    expect(pushSupport(facts({ userAgent: IPHONE, pushManager: false }))).toBe('ios-not-installed');
    expect(pushSupport(facts({ userAgent: IPAD, maxTouchPoints: 5 }))).toBe('ios-not-installed');
    expect(pushSupport(facts({ userAgent: IPHONE, standalone: true }))).toBe('supported');
    expect(pushSupport(facts({ userAgent: IPAD, maxTouchPoints: 0 }))).toBe('supported');
  });

  it('says what still works (the in-page reminders and calendar alarms) in every "not possible" text', () => {
    for (const text of [...Object.values(PUSH_UNAVAILABLE_TEXT), PUSH_SETUP_TEXT.dismissed, PUSH_SETUP_TEXT.failed]) {
      expect(text).toContain('What still works: reminders on this page while it is open');
      expect(text).toContain('alarms in your calendar app from the calendar file or calendar address in My Agenda');
    }
    expect(PUSH_SETUP_TEXT['no-service-worker']).toContain(PUSH_STILL_WORKS);
  });
});
