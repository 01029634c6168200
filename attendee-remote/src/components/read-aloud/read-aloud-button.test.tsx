import { usePreferences } from '@cc/design-system';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadAloudButton } from './read-aloud-button';
import { useSpeaking } from './speech';

/** jsdom has no speech synthesis: this stands in for the browser's, recording what it was asked to say. */
class FakeUtterance {
  rate = 1;
  voice: unknown = null;
  lang = '';
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

function installSpeech() {
  const voices = [
    { voiceURI: 'urn:voice:uk', name: 'Daniel', lang: 'en-GB' },
    { voiceURI: 'urn:voice:us', name: 'Samantha', lang: 'en-US' },
  ];
  const synth = { speak: vi.fn(), cancel: vi.fn(), getVoices: () => voices };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { synth, voices };
}

beforeEach(() => {
  usePreferences.getState().reset();
  useSpeaking.setState({ speakingKey: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReadAloudButton', () => {
  it('reads the text with the voice and rate from the access settings, and Stop stops it', () => {
    const { synth, voices } = installSpeech();
    usePreferences.getState().setSpeechVoice('urn:voice:uk');
    usePreferences.getState().setSpeechRate(0.75);
    render(<ReadAloudButton text="Is there a quiet room?" what="this question" />);

    fireEvent.click(screen.getByRole('button', { name: 'Read aloud this question' }));
    expect(synth.speak).toHaveBeenCalledTimes(1);
    const utterance = synth.speak.mock.calls[0]?.[0] as FakeUtterance;
    expect(utterance.text).toBe('Is there a quiet room?');
    expect(utterance.rate).toBe(0.75);
    expect(utterance.voice).toBe(voices[0]);

    const stop = screen.getByRole('button', { name: 'Stop reading this question' });
    fireEvent.click(stop);
    expect(synth.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Read aloud this question' })).toBe(stop);
  });

  it('goes back to "Read aloud" when the reading ends, and reads what the box holds at the press', () => {
    const { synth } = installSpeech();
    let draft = 'first words';
    render(<ReadAloudButton text={() => draft} what="your question" />);
    draft = 'What the box says now';
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud your question' }));
    const utterance = synth.speak.mock.calls[0]?.[0] as FakeUtterance;
    expect(utterance.text).toBe('What the box says now');
    expect(utterance.rate).toBe(1);
    expect(utterance.voice).toBeNull();
    act(() => utterance.onend?.());
    expect(screen.getByRole('button', { name: 'Read aloud your question' })).toBeTruthy();
  });

  it('says when there is nothing to read', () => {
    const { synth } = installSpeech();
    render(<ReadAloudButton text="   " what="your question" />);
    fireEvent.click(screen.getByRole('button', { name: 'Read aloud your question' }));
    expect(synth.speak).not.toHaveBeenCalled();
    expect(screen.getByText('There is nothing to read aloud yet.')).toBeTruthy();
  });

  it('says "Read aloud is not available in this browser" where there is no speech synthesis', () => {
    render(<ReadAloudButton text="Hello" what="this answer" />);
    const button = screen.getByRole('button', { name: 'Read aloud this answer' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(screen.getByText('Read aloud is not available in this browser')).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
  });
});
