/**
 * Reading text aloud with the browser's own speech synthesis (issue 26). One utterance at a time across the page:
 * starting another stops the one before. Which item is speaking lives in a small store so each Read aloud button
 * can show Stop while its own text is read.
 */
import { create } from 'zustand';

export const READ_ALOUD_UNAVAILABLE = 'Read aloud is not available in this browser';

export interface SpeechChoice {
  /** voiceURI of the chosen voice; '' or unknown: the browser's default. */
  voice: string;
  rate: number;
}

interface SpeakingState {
  /** The key of the Read aloud control whose text is being read, or null. */
  speakingKey: string | null;
}

export const useSpeaking = create<SpeakingState>()(() => ({ speakingKey: null }));

export function speechAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    window.speechSynthesis !== undefined &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/** Reads `text` with the chosen voice and rate; `key` names the control that asked, until the reading ends. */
export function speak(key: string, text: string, choice: SpeechChoice): void {
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new window.SpeechSynthesisUtterance(text);
  utterance.rate = choice.rate;
  const voice = choice.voice ? synth.getVoices().find((candidate) => candidate.voiceURI === choice.voice) : undefined;
  if (voice) {
    utterance.voice = voice;
    utterance.lang = voice.lang;
  }
  const finish = () => {
    if (useSpeaking.getState().speakingKey === key) useSpeaking.setState({ speakingKey: null });
  };
  utterance.onend = finish;
  utterance.onerror = finish;
  useSpeaking.setState({ speakingKey: key });
  synth.speak(utterance);
}

export function stopSpeaking(): void {
  if (speechAvailable()) window.speechSynthesis.cancel();
  useSpeaking.setState({ speakingKey: null });
}
