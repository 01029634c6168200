import { announce, Button, useHydrated, usePreferences, VisuallyHidden } from '@cc/design-system';
import { useEffect, useId, useState } from 'react';
import { READ_ALOUD_UNAVAILABLE, speak, speechAvailable, stopSpeaking, useSpeaking } from './speech';
import './read-aloud.css';

export const NOTHING_TO_READ = 'There is nothing to read aloud yet.';

export interface ReadAloudButtonProps {
  /** The text to read, or a function giving it at the moment of the press (e.g. a question box's current text). */
  text: string | (() => string);
  /** What is read, for screen readers: "Read aloud <what>" (e.g. "this question", "your question"). */
  what: string;
  className?: string;
  /** -1 where a widget reaches it another way (the phrase bank's R key), so it is not a Tab stop of its own. */
  tabIndex?: number;
}

/**
 * "Read aloud" with the voice and rate chosen in the accessibility settings; while its text is read it becomes
 * "Stop reading". Where the browser has no speech synthesis a press says so beside the button, never nothing.
 */
export function ReadAloudButton({ text, what, className, tabIndex }: ReadAloudButtonProps) {
  const key = useId();
  const speaking = useSpeaking((state) => state.speakingKey === key);
  // An older host's design system (before 1.2.0) has no speech settings: use the browser's defaults.
  const voice = usePreferences((state) => (state as { speechVoice?: string }).speechVoice) ?? '';
  const rate = usePreferences((state) => (state as { speechRate?: number }).speechRate) ?? 1;
  const [note, setNote] = useState<string | null>(null);
  const noteId = useId();
  // Drawn as the server drew it (no speech there) until the page is this browser's.
  const available = useHydrated() && speechAvailable();

  // A control that goes away (a page left, a card removed) stops its own reading.
  useEffect(
    () => () => {
      if (useSpeaking.getState().speakingKey === key) stopSpeaking();
    },
    [key],
  );

  const onPress = () => {
    if (speaking) {
      stopSpeaking();
      announce('Stopped reading aloud');
      return;
    }
    if (!speechAvailable()) {
      setNote(READ_ALOUD_UNAVAILABLE);
      announce(READ_ALOUD_UNAVAILABLE);
      return;
    }
    const words = (typeof text === 'function' ? text() : text).trim();
    if (!words) {
      setNote(NOTHING_TO_READ);
      announce(NOTHING_TO_READ);
      return;
    }
    setNote(null);
    speak(key, words, { voice, rate });
    // Once at the start and once at a stop asked for: the speech itself is the rest of the feedback.
    announce('Reading aloud');
  };

  return (
    <span className={className ? `att-read-aloud ${className}` : 'att-read-aloud'}>
      <Button
        type="button"
        variant="secondary"
        size="small"
        aria-describedby={note ? noteId : undefined}
        aria-disabled={!available || undefined}
        tabIndex={tabIndex}
        onClick={onPress}
      >
        {speaking ? 'Stop reading' : 'Read aloud'} <VisuallyHidden>{what}</VisuallyHidden>
      </Button>
      {note && (
        <span id={noteId} className="att-read-aloud__note ds-text-small">
          {note}
        </span>
      )}
    </span>
  );
}
