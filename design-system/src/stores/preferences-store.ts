import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { type SafeStorage, STORAGE_KEYS, safeStorage } from '../utils/safe-storage';
import { defaultMatchMedia, type MatchMedia, watchMediaQuery } from './media-query';

export type FontSize = 'small' | 'off' | 'large' | 'xl';
export const FONT_SIZES: readonly FontSize[] = ['small', 'off', 'large', 'xl'];

/** Read-aloud speeds (SpeechSynthesisUtterance.rate), slowest first; 1 is the voice's normal speed. */
export const SPEECH_RATES: readonly { value: number; label: string }[] = [
  { value: 0.5, label: 'Very slow' },
  { value: 0.75, label: 'Slow' },
  { value: 1, label: 'Normal' },
  { value: 1.25, label: 'Fast' },
  { value: 1.5, label: 'Faster' },
  { value: 2, label: 'Very fast' },
];
export const DEFAULT_SPEECH_RATE = 1;

export function isSpeechRate(value: unknown): value is number {
  return typeof value === 'number' && SPEECH_RATES.some((rate) => rate.value === value);
}

/**
 * Read aloud (1.2.0): the voice (its voiceURI; '' is the browser's default voice) and the rate. Kept with the other
 * access settings but outside `chosen`, whose keys older remotes know; a remote built before 1.2.0 ignores them.
 */
export interface SpeechPreferences {
  speechVoice: string;
  speechRate: number;
}

export interface PreferenceValues {
  highContrast: boolean;
  fontSize: FontSize;
  reducedMotion: boolean;
  largeTargets: boolean;
}
export type PreferenceKey = keyof PreferenceValues;

export interface PreferencesState extends PreferenceValues, SpeechPreferences {
  /** true where the value is the user's stored choice; false where it follows the system or default. */
  chosen: Record<PreferenceKey, boolean>;
  setHighContrast(on: boolean): void;
  setFontSize(size: FontSize): void;
  setReducedMotion(on: boolean): void;
  setLargeTargets(on: boolean): void;
  /** The voice to read aloud with, by voiceURI; '' for the browser's default. */
  setSpeechVoice(voiceURI: string): void;
  /** One of SPEECH_RATES; anything else is ignored. */
  setSpeechRate(rate: number): void;
  /** Forgets every stored choice and follows the operating system again. */
  reset(): void;
}

export type PreferencesStore = UseBoundStore<StoreApi<PreferencesState>> & {
  /** Stops following the OS and other tabs (for stores created in tests). */
  dispose(): void;
};

export interface PreferencesEnvironment {
  storage?: SafeStorage;
  matchMedia?: MatchMedia | undefined;
  /** Where `storage` events from other tabs arrive. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
}

const PREFERENCE_KEYS: readonly PreferenceKey[] = ['highContrast', 'fontSize', 'reducedMotion', 'largeTargets'];

const STORAGE_KEY: Record<PreferenceKey, string> = {
  highContrast: STORAGE_KEYS.highContrast,
  fontSize: STORAGE_KEYS.fontSize,
  reducedMotion: STORAGE_KEYS.reducedMotion,
  largeTargets: STORAGE_KEYS.largeTargets,
};

/** Settings the operating system can express; the others start from DEFAULTS. */
const SYSTEM_QUERY: Partial<Record<PreferenceKey, string>> = {
  highContrast: '(prefers-contrast: more)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
};

const DEFAULTS: PreferenceValues = {
  highContrast: false,
  fontSize: 'off',
  reducedMotion: false,
  largeTargets: false,
};

/**
 * What a page drawn on the server shows (it has no device to read): the defaults. The accessibility panel draws
 * these while such a page hydrates, then this device's choices (issue 28).
 */
export const SERVER_PREFERENCES: PreferenceValues & SpeechPreferences = {
  ...DEFAULTS,
  speechVoice: '',
  speechRate: DEFAULT_SPEECH_RATE,
};

const NOTHING_CHOSEN: Record<PreferenceKey, boolean> = {
  highContrast: false,
  fontSize: false,
  reducedMotion: false,
  largeTargets: false,
};

export function isFontSize(value: unknown): value is FontSize {
  return typeof value === 'string' && (FONT_SIZES as readonly string[]).includes(value);
}

/** A stored string, or undefined when absent or not one this version understands. */
function parseStored(key: PreferenceKey, raw: string | null): boolean | FontSize | undefined {
  if (raw === null) return undefined;
  if (key === 'fontSize') return isFontSize(raw) ? raw : undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return undefined;
}

const VOICE_MAX = 500;

function readSpeech(storage: SafeStorage): SpeechPreferences {
  const voice = storage.get(STORAGE_KEYS.speechVoice);
  const rate = Number(storage.get(STORAGE_KEYS.speechRate));
  return {
    speechVoice: voice !== null && voice.length <= VOICE_MAX ? voice : '',
    speechRate: isSpeechRate(rate) ? rate : DEFAULT_SPEECH_RATE,
  };
}

export function createPreferencesStore(env: PreferencesEnvironment = {}): PreferencesStore {
  const storage = env.storage ?? safeStorage;
  const matchMedia = 'matchMedia' in env ? env.matchMedia : defaultMatchMedia();
  const events = 'events' in env ? env.events : typeof window === 'undefined' ? undefined : window;

  const mediaLists: Partial<Record<PreferenceKey, MediaQueryList>> = {};
  for (const key of PREFERENCE_KEYS) {
    const query = SYSTEM_QUERY[key];
    if (query && matchMedia) {
      try {
        mediaLists[key] = matchMedia(query);
      } catch {
        // A browser that rejects the query simply gives no system hint.
      }
    }
  }

  const systemValue = (key: PreferenceKey): boolean | FontSize => mediaLists[key]?.matches ?? DEFAULTS[key];

  /** Value and source of one setting: the stored choice, else the system, else the default. */
  const resolve = (key: PreferenceKey) => {
    const stored = parseStored(key, storage.get(STORAGE_KEY[key]));
    return stored === undefined ? { value: systemValue(key), chosen: false } : { value: stored, chosen: true };
  };

  const readAll = (): Pick<PreferencesState, PreferenceKey | 'chosen' | keyof SpeechPreferences> => {
    const values: Record<string, unknown> = {};
    const chosen = { ...NOTHING_CHOSEN };
    for (const key of PREFERENCE_KEYS) {
      const { value, chosen: isChosen } = resolve(key);
      values[key] = value;
      chosen[key] = isChosen;
    }
    return { ...(values as unknown as PreferenceValues), ...readSpeech(storage), chosen };
  };

  const store = create<PreferencesState>()((set) => {
    const choose = (key: PreferenceKey, value: boolean | FontSize) => {
      // Written even if storage fails: the choice still holds for this page's life.
      storage.set(STORAGE_KEY[key], String(value));
      set((state) => ({ [key]: value, chosen: { ...state.chosen, [key]: true } }));
    };
    return {
      ...readAll(),
      setHighContrast: (on) => choose('highContrast', Boolean(on)),
      setFontSize: (size) => {
        if (isFontSize(size)) choose('fontSize', size);
      },
      setReducedMotion: (on) => choose('reducedMotion', Boolean(on)),
      setLargeTargets: (on) => choose('largeTargets', Boolean(on)),
      setSpeechVoice: (voiceURI) => {
        if (typeof voiceURI !== 'string' || voiceURI.length > VOICE_MAX) return;
        if (voiceURI === '') storage.remove(STORAGE_KEYS.speechVoice);
        else storage.set(STORAGE_KEYS.speechVoice, voiceURI);
        set({ speechVoice: voiceURI });
      },
      setSpeechRate: (rate) => {
        if (!isSpeechRate(rate)) return;
        storage.set(STORAGE_KEYS.speechRate, String(rate));
        set({ speechRate: rate });
      },
      reset: () => {
        for (const key of PREFERENCE_KEYS) storage.remove(STORAGE_KEY[key]);
        storage.remove(STORAGE_KEYS.speechVoice);
        storage.remove(STORAGE_KEYS.speechRate);
        set(readAll());
      },
    };
  });

  const stops: Array<() => void> = [];

  // Follow the OS while the user has not chosen otherwise.
  for (const key of PREFERENCE_KEYS) {
    const list = mediaLists[key];
    if (!list) continue;
    stops.push(
      watchMediaQuery(list, (matches) => {
        if (!store.getState().chosen[key]) store.setState({ [key]: matches });
      }),
    );
  }

  // Another tab changed a setting: pick it up so every open tab looks the same.
  if (events) {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.speechVoice || event.key === STORAGE_KEYS.speechRate) {
        store.setState(readSpeech(storage));
      }
      const changed = PREFERENCE_KEYS.filter((key) => event.key === null || event.key === STORAGE_KEY[key]);
      if (changed.length === 0) return;
      const next: Record<string, unknown> = {};
      const chosen = { ...store.getState().chosen };
      for (const key of changed) {
        const { value, chosen: isChosen } = resolve(key);
        next[key] = value;
        chosen[key] = isChosen;
      }
      store.setState({ ...(next as Partial<PreferenceValues>), chosen });
    };
    events.addEventListener('storage', onStorage);
    stops.push(() => events.removeEventListener('storage', onStorage));
  }

  return Object.assign(store, {
    dispose: () => {
      for (const stop of stops.splice(0)) stop();
    },
  });
}

/** The app-wide accessibility preferences (high contrast, text size, reduced motion, large targets, read aloud). */
export const usePreferences: PreferencesStore = createPreferencesStore();
