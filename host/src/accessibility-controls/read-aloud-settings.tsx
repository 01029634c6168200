import { SelectField, SPEECH_RATES, useHydrated, usePreferences } from '@cc/design-system';
import { useEffect, useState } from 'react';

export const READ_ALOUD_UNAVAILABLE = 'Read aloud is not available in this browser.';

/** The browser's voices, updated when it finishes loading them (Chrome lists them only after `voiceschanged`). */
function useVoices(): SpeechSynthesisVoice[] | null {
  const synth = typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synth?.getVoices() ?? []);
  useEffect(() => {
    if (!synth) return;
    const update = () => setVoices(synth.getVoices());
    update();
    synth.addEventListener?.('voiceschanged', update);
    return () => synth.removeEventListener?.('voiceschanged', update);
  }, [synth]);
  return synth ? voices : null;
}

/**
 * Voice and rate for "Read aloud" (issue 26), kept in the preference store with the other settings so every remote's
 * Read aloud buttons use them. Where the browser has no speech synthesis it says so instead.
 */
export function ReadAloudSettings() {
  const voices = useVoices();
  // The server cannot know this browser's voices: the choices come once the page is the browser's own.
  const hydrated = useHydrated();
  const speechVoice = usePreferences((state) => state.speechVoice);
  const speechRate = usePreferences((state) => state.speechRate);
  const setSpeechVoice = usePreferences((state) => state.setSpeechVoice);
  const setSpeechRate = usePreferences((state) => state.setSpeechRate);

  return (
    <fieldset className="cc-a11y__read-aloud">
      <legend>Read aloud</legend>
      {!hydrated ? null : voices === null ? (
        <p>{READ_ALOUD_UNAVAILABLE}</p>
      ) : (
        <>
          <SelectField
            label="Voice"
            hint={voices.length === 0 ? 'This browser offers only its default voice.' : undefined}
            value={voices.some((voice) => voice.voiceURI === speechVoice) ? speechVoice : ''}
            onChange={(event) => setSpeechVoice(event.currentTarget.value)}
          >
            <option value="">The browser's default voice</option>
            {voices.map((voice) => (
              <option key={voice.voiceURI} value={voice.voiceURI}>
                {voice.name} ({voice.lang})
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Speed"
            value={String(speechRate)}
            onChange={(event) => setSpeechRate(Number(event.currentTarget.value))}
          >
            {SPEECH_RATES.map((rate) => (
              <option key={rate.value} value={String(rate.value)}>
                {rate.label}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </fieldset>
  );
}
