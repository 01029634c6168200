/**
 * localStorage that never throws. Private browsing, disabled cookies and full quotas make
 * even reading `window.localStorage` throw, and preferences must still work for the session.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): boolean;
}

export function createSafeStorage(
  getStorage: () => Storage | undefined = () => (typeof window === 'undefined' ? undefined : window.localStorage),
): SafeStorage {
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = getStorage();
      return storage ? action(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => attempt((s) => s.getItem(key), null),
    set: (key, value) =>
      attempt((s) => {
        s.setItem(key, value);
        return true;
      }, false),
    remove: (key) =>
      attempt((s) => {
        s.removeItem(key);
        return true;
      }, false),
  };
}

export const safeStorage: SafeStorage = createSafeStorage();

/** Every browser storage key the apps use, in one place (spec §9). */
export const STORAGE_KEYS = {
  highContrast: 'cm-high-contrast',
  fontSize: 'cm-font-size',
  reducedMotion: 'cm-reduced-motion',
  largeTargets: 'cm-large-targets',
  speechVoice: 'cm-speech-voice',
  speechRate: 'cm-speech-rate',
  cookieConsent: 'cookieConsent',
  readAnnouncements: 'cm-read-announcements',
} as const;
