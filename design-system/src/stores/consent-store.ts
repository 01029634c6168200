import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { type SafeStorage, STORAGE_KEYS, safeStorage } from '../utils/safe-storage';

export interface CookieConsent {
  /** Necessary cookies cannot be refused. */
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** ISO 8601 time of the choice. */
  timestamp: string;
}

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentState {
  consent: CookieConsent | null;
  /** False until the visitor has chosen; the cookie banner shows while false. */
  hasDecided: boolean;
  acceptAll(): void;
  rejectAll(): void;
  save(choice: ConsentChoice): void;
  /** Forgets the choice (Privacy page's 'Manage Cookie Settings', which then reloads). */
  clear(): void;
}

/** Window event carrying the new CookieConsent as `detail`, sent after every choice. */
export const CONSENT_EVENT = 'cc:consent';

export type ConsentSignalValue = 'granted' | 'denied';
export interface ConsentSignal {
  analytics_storage: ConsentSignalValue;
  ad_storage: ConsentSignalValue;
}

/** The consent signal (spec §4): analytics and ad storage granted or denied. */
export function toConsentSignal(consent: CookieConsent | null): ConsentSignal {
  return {
    analytics_storage: consent?.analytics ? 'granted' : 'denied',
    ad_storage: consent?.marketing ? 'granted' : 'denied',
  };
}

/** The stored consent, or null when missing or malformed (then the banner asks again). */
export function parseConsent(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { analytics, marketing, timestamp } = value as Record<string, unknown>;
    if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
    if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) return null;
    return { necessary: true, analytics, marketing, timestamp };
  } catch {
    return null;
  }
}

export interface ConsentEnvironment {
  storage?: SafeStorage;
  /** Receives the CONSENT_EVENT. */
  events?: Pick<Window, 'dispatchEvent'> | undefined;
  now?: () => Date;
}

export function createConsentStore(env: ConsentEnvironment = {}): UseBoundStore<StoreApi<ConsentState>> {
  const storage = env.storage ?? safeStorage;
  const events = 'events' in env ? env.events : typeof window === 'undefined' ? undefined : window;
  const now = env.now ?? (() => new Date());
  const initial = parseConsent(storage.get(STORAGE_KEYS.cookieConsent));

  return create<ConsentState>()((set) => {
    const decide = (choice: ConsentChoice) => {
      const consent: CookieConsent = {
        necessary: true,
        analytics: Boolean(choice.analytics),
        marketing: Boolean(choice.marketing),
        timestamp: now().toISOString(),
      };
      // If storage is unavailable the choice still holds until the page is closed.
      storage.set(STORAGE_KEYS.cookieConsent, JSON.stringify(consent));
      set({ consent, hasDecided: true });
      events?.dispatchEvent(new CustomEvent<CookieConsent>(CONSENT_EVENT, { detail: consent }));
    };
    return {
      consent: initial,
      hasDecided: initial !== null,
      acceptAll: () => decide({ analytics: true, marketing: true }),
      rejectAll: () => decide({ analytics: false, marketing: false }),
      save: (choice) => decide(choice),
      clear: () => {
        storage.remove(STORAGE_KEYS.cookieConsent);
        set({ consent: null, hasDecided: false });
      },
    };
  });
}

/** The visitor's cookie consent, persisted under localStorage 'cookieConsent'. */
export const useConsent = createConsentStore();
