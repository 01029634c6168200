import { afterEach, describe, expect, it } from 'vitest';
import { createMatchMedia } from '../test/match-media';
import { createSafeStorage } from '../utils/safe-storage';
import { applyPreferences } from './apply-preferences';
import { createPreferencesStore, type PreferencesStore } from './preferences-store';

const CONTRAST = '(prefers-contrast: more)';
const MOTION = '(prefers-reduced-motion: reduce)';

const stores: PreferencesStore[] = [];
function makeStore(options: Parameters<typeof createPreferencesStore>[0] = {}) {
  const store = createPreferencesStore({ events: window, ...options });
  stores.push(store);
  return store;
}

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  for (const name of ['contrast', 'fontSize', 'reducedMotion', 'largeTargets']) {
    delete document.documentElement.dataset[name];
  }
});

describe('usePreferences store', () => {
  it('starts from defaults without storage values or matchMedia', () => {
    const state = makeStore({ matchMedia: undefined }).getState();
    expect(state).toMatchObject({
      highContrast: false,
      fontSize: 'off',
      reducedMotion: false,
      largeTargets: false,
    });
    expect(Object.values(state.chosen)).toEqual([false, false, false, false]);
  });

  it('follows the operating system until the user chooses', () => {
    const media = createMatchMedia({ [CONTRAST]: true, [MOTION]: true });
    const store = makeStore({ matchMedia: media.matchMedia });
    expect(store.getState().highContrast).toBe(true);
    expect(store.getState().reducedMotion).toBe(true);

    media.set(MOTION, false);
    expect(store.getState().reducedMotion).toBe(false);

    store.getState().setReducedMotion(true);
    media.set(MOTION, false);
    expect(store.getState().reducedMotion).toBe(true);
    expect(store.getState().chosen.reducedMotion).toBe(true);

    // Contrast was never chosen, so it still follows.
    media.set(CONTRAST, false);
    expect(store.getState().highContrast).toBe(false);
  });

  it('persists each choice as a plain string under its own key', () => {
    const store = makeStore({ matchMedia: undefined });
    store.getState().setHighContrast(true);
    store.getState().setFontSize('xl');
    store.getState().setReducedMotion(false);
    store.getState().setLargeTargets(true);
    expect(localStorage.getItem('cm-high-contrast')).toBe('true');
    expect(localStorage.getItem('cm-font-size')).toBe('xl');
    expect(localStorage.getItem('cm-reduced-motion')).toBe('false');
    expect(localStorage.getItem('cm-large-targets')).toBe('true');
    expect(localStorage.length).toBe(4);
  });

  it('restores stored choices, which beat the system', () => {
    localStorage.setItem('cm-high-contrast', 'false');
    localStorage.setItem('cm-font-size', 'large');
    localStorage.setItem('cm-reduced-motion', 'true');
    const media = createMatchMedia({ [CONTRAST]: true });
    const state = makeStore({ matchMedia: media.matchMedia }).getState();
    expect(state).toMatchObject({ highContrast: false, fontSize: 'large', reducedMotion: true });
    expect(state.chosen).toEqual({
      highContrast: true,
      fontSize: true,
      reducedMotion: true,
      largeTargets: false,
    });
  });

  it('ignores bad stored values', () => {
    localStorage.setItem('cm-high-contrast', 'yes');
    localStorage.setItem('cm-font-size', 'huge');
    localStorage.setItem('cm-reduced-motion', '{"x":1}');
    const media = createMatchMedia({ [MOTION]: true });
    const state = makeStore({ matchMedia: media.matchMedia }).getState();
    expect(state).toMatchObject({ highContrast: false, fontSize: 'off', reducedMotion: true });
    expect(state.chosen.fontSize).toBe(false);
    state.setFontSize('giant' as never);
    expect(localStorage.getItem('cm-font-size')).toBe('huge');
  });

  it('works in memory when localStorage is unavailable', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = makeStore({ storage, matchMedia: undefined });
    store.getState().setFontSize('small');
    expect(store.getState().fontSize).toBe('small');
  });

  it('reset forgets choices and follows the system again', () => {
    const media = createMatchMedia({ [CONTRAST]: true });
    const store = makeStore({ matchMedia: media.matchMedia });
    store.getState().setHighContrast(false);
    store.getState().reset();
    expect(store.getState().highContrast).toBe(true);
    expect(localStorage.getItem('cm-high-contrast')).toBeNull();
  });

  it('picks up a change made in another tab', () => {
    const store = makeStore({ matchMedia: undefined });
    localStorage.setItem('cm-font-size', 'xl');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cm-font-size', newValue: 'xl' }));
    expect(store.getState().fontSize).toBe('xl');
    expect(store.getState().chosen.fontSize).toBe(true);
  });

  it('stops listening after dispose', () => {
    const media = createMatchMedia({ [MOTION]: false });
    const store = makeStore({ matchMedia: media.matchMedia });
    expect(media.listenerCount(MOTION)).toBe(1);
    store.dispose();
    expect(media.listenerCount(MOTION)).toBe(0);
  });
});

describe('applyPreferences', () => {
  it('writes the html data attributes and keeps them in sync', () => {
    const store = makeStore({ matchMedia: undefined });
    const html = document.documentElement;
    const stop = applyPreferences(document, store);
    expect(html.dataset).toMatchObject({
      contrast: 'normal',
      fontSize: 'off',
      reducedMotion: 'false',
      largeTargets: 'false',
    });
    store.getState().setHighContrast(true);
    store.getState().setFontSize('large');
    store.getState().setReducedMotion(true);
    store.getState().setLargeTargets(true);
    expect(html.getAttribute('data-contrast')).toBe('high');
    expect(html.getAttribute('data-font-size')).toBe('large');
    expect(html.getAttribute('data-reduced-motion')).toBe('true');
    expect(html.getAttribute('data-large-targets')).toBe('true');
    stop();
    store.getState().setHighContrast(false);
    expect(html.getAttribute('data-contrast')).toBe('high');
  });

  it("colours the browser's bars (theme-color) black under high contrast", () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#1d3b6f';
    document.head.append(meta);
    const store = makeStore({ matchMedia: undefined });
    const stop = applyPreferences(document, store);
    store.getState().setHighContrast(true);
    expect(meta.content).toBe('#000000');
    store.getState().setHighContrast(false);
    expect(meta.content).toBe('#1d3b6f');
    stop();
    meta.remove();
  });

  it('keeps the read-aloud voice and rate (1.2.0): stored, restored in a new store, ignored when unknown, reset', () => {
    const store = makeStore({ matchMedia: undefined });
    expect(store.getState()).toMatchObject({ speechVoice: '', speechRate: 1 });
    store.getState().setSpeechVoice('urn:voice:english-uk');
    store.getState().setSpeechRate(0.75);
    store.getState().setSpeechRate(7);
    expect(localStorage.getItem('cm-speech-voice')).toBe('urn:voice:english-uk');
    expect(localStorage.getItem('cm-speech-rate')).toBe('0.75');

    const reloaded = makeStore({ matchMedia: undefined });
    expect(reloaded.getState()).toMatchObject({ speechVoice: 'urn:voice:english-uk', speechRate: 0.75 });
    // The older settings' `chosen` keys are unchanged, for remotes built before 1.2.0.
    expect(Object.keys(reloaded.getState().chosen)).toEqual([
      'highContrast',
      'fontSize',
      'reducedMotion',
      'largeTargets',
    ]);

    localStorage.setItem('cm-speech-rate', 'fast');
    expect(makeStore({ matchMedia: undefined }).getState().speechRate).toBe(1);

    reloaded.getState().reset();
    expect(reloaded.getState()).toMatchObject({ speechVoice: '', speechRate: 1 });
    expect(localStorage.getItem('cm-speech-voice')).toBeNull();
  });
});
