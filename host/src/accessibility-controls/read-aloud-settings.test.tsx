import { usePreferences } from '@cc/design-system';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccessibilityControls } from './accessibility-controls';

// jsdom has no speech synthesis: a stand-in with two voices, added per test and removed after.
function installSpeech() {
  const listeners = new Set<() => void>();
  let voices: Partial<SpeechSynthesisVoice>[] = [];
  const synth = {
    getVoices: () => voices,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    speak: () => undefined,
    cancel: () => undefined,
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  return {
    loadVoices(list: Partial<SpeechSynthesisVoice>[]) {
      voices = list;
      for (const listener of listeners) listener();
    },
  };
}

beforeEach(() => {
  usePreferences.getState().reset();
});
afterEach(() => {
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
});

function openPanel() {
  render(<AccessibilityControls />);
  fireEvent.click(screen.getByRole('button', { name: 'Accessibility' }));
}

describe('Read aloud settings', () => {
  it('say read aloud is not available where the browser has no speech synthesis', () => {
    openPanel();
    const group = screen.getByRole('group', { name: 'Read aloud' });
    expect(group.textContent).toContain('Read aloud is not available in this browser.');
    expect(screen.queryByRole('combobox', { name: 'Voice' })).toBeNull();
  });

  it('offer the voices once the browser has loaded them, and keep voice and speed in the preference store', () => {
    const speech = installSpeech();
    openPanel();
    const voice = screen.getByRole('combobox', { name: 'Voice' }) as HTMLSelectElement;
    expect([...voice.options].map((option) => option.text)).toEqual(["The browser's default voice"]);
    act(() =>
      speech.loadVoices([
        { voiceURI: 'urn:uk', name: 'Daniel', lang: 'en-GB' },
        { voiceURI: 'urn:fr', name: 'Amélie', lang: 'fr-FR' },
      ]),
    );
    expect([...voice.options].map((option) => option.text)).toEqual([
      "The browser's default voice",
      'Daniel (en-GB)',
      'Amélie (fr-FR)',
    ]);
    fireEvent.change(voice, { target: { value: 'urn:uk' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Speed' }), { target: { value: '0.75' } });
    expect(usePreferences.getState()).toMatchObject({ speechVoice: 'urn:uk', speechRate: 0.75 });
    expect(localStorage.getItem('cm-speech-voice')).toBe('urn:uk');
    expect(localStorage.getItem('cm-speech-rate')).toBe('0.75');
    expect(voice.value).toBe('urn:uk');
  });
});
