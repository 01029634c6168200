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

/**
 * A cookie that says only that this browser has answered the banner (the answer itself stays in localStorage), so
 * a page rendered on the server comes with or without the banner as this visitor needs (issue 28): otherwise the
 * banner would appear or vanish as the page hydrates and push everything below it. api/src/modules/ssr reads it.
 */
export const CONSENT_DECIDED_COOKIE = 'cc_consent';

function markDecided(decided: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = decided
    ? `${CONSENT_DECIDED_COOKIE}=decided; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    : `${CONSENT_DECIDED_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/**
 * The answer given on the banner's form by a browser without scripts (api/src/modules/shell/cookie-consent-form.ts):
 * `accept` or `reject`. Taken as the visitor's choice the first time scripts run, then deleted.
 */
export const CONSENT_CHOICE_COOKIE = 'cc_consent_choice';

/** The choice the banner's form left in a cookie, if any, and the cookie deleted. */
function takeFormChoice(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_CHOICE_COOKIE}=(accept|reject)(?:;|$)`).exec(document.cookie);
  if (!match) return null;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${CONSENT_CHOICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  const accepted = match[1] === 'accept';
  return { analytics: accepted, marketing: accepted };
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
  const stored = parseConsent(storage.get(STORAGE_KEYS.cookieConsent));
  // A choice made on the banner's form without scripts counts when none was made here with them.
  const formChoice = takeFormChoice();
  const initial: CookieConsent | null =
    stored ?? (formChoice && { necessary: true, ...formChoice, timestamp: now().toISOString() });
  if (!stored && initial) storage.set(STORAGE_KEYS.cookieConsent, JSON.stringify(initial));
  // A choice made before the cookie existed: said once, so the next page is rendered for it.
  if (initial && typeof document !== 'undefined' && !document.cookie.includes(`${CONSENT_DECIDED_COOKIE}=`)) {
    markDecided(true);
  }

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
      markDecided(true);
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
        markDecided(false);
        set({ consent: null, hasDecided: false });
      },
    };
  });
}

/** The visitor's cookie consent, persisted under localStorage 'cookieConsent'. */
export const useConsent = createConsentStore();
