import {
  POLL_MIN_OPEN_MAX_SECONDS,
  POLL_MIN_OPEN_MIN_SECONDS,
  POLL_MIN_OPEN_SECONDS_DEFAULT,
  WRITING_WINDOW_DEFAULT_SECONDS,
  WRITING_WINDOW_MAX_SECONDS,
  WRITING_WINDOW_MIN_SECONDS,
} from '@cc/api/contract';
import { Alert } from '@cc/design-system';
import { useChairSettings } from '../api/chair-settings';
import { SecondsSettingForm, secondsProblem } from './seconds-setting-form';

export const WRITING_WINDOW_LABEL = 'Seconds a person counts as "still writing" after their last key press';
export const POLL_MIN_OPEN_LABEL = 'Seconds a poll stays open at least';

export function writingWindowProblem(value: string): string | null {
  return secondsProblem(value, WRITING_WINDOW_MIN_SECONDS, WRITING_WINDOW_MAX_SECONDS);
}

export function pollMinOpenProblem(value: string): string | null {
  return secondsProblem(value, POLL_MIN_OPEN_MIN_SECONDS, POLL_MIN_OPEN_MAX_SECONDS);
}

/**
 * The chair's view settings. Issue 35, "Time to compose": how long the chair's "still writing" count keeps a person
 * after their last key press (people who write with a communication device pause 20–30 s between words; 60 s is the
 * default). Issue 37: how long a poll stays open before its chairs can close it, so everyone has time to answer.
 */
export function ChairSettingsSection() {
  const settings = useChairSettings();
  return (
    <section className="cc-users-form" aria-labelledby="cc-chair-settings-heading">
      <h3 id="cc-chair-settings-heading">Chair's view: time to compose</h3>
      <p>
        The chair sees how many people are writing a question for their session (never who). People who write with a
        communication device often pause 20 to 30 seconds between words, so a person stays in the count for a while
        after their last key press: {WRITING_WINDOW_DEFAULT_SECONDS} seconds unless you set otherwise.
      </p>
      {settings.isError ? (
        <Alert tone="error">The settings could not be loaded. Reload the page to try again.</Alert>
      ) : (
        <>
          <SecondsSettingForm
            id="cc-writing-window"
            setting="writingWindowSeconds"
            label={WRITING_WINDOW_LABEL}
            saveLabel="Save time to compose"
            min={WRITING_WINDOW_MIN_SECONDS}
            max={WRITING_WINDOW_MAX_SECONDS}
            savedText={(seconds) =>
              `Saved. A person counts as still writing for ${seconds} seconds after their last key press.`
            }
          />
          <h4>Polls: time to answer</h4>
          <p>
            A poll stays open at least this long before its chair can close it, so people who answer with a switch, eye
            gaze or a communication device have time: {POLL_MIN_OPEN_SECONDS_DEFAULT} seconds unless you set otherwise.
          </p>
          <SecondsSettingForm
            id="cc-poll-min-open"
            setting="pollMinOpenSeconds"
            label={POLL_MIN_OPEN_LABEL}
            saveLabel="Save time to answer"
            min={POLL_MIN_OPEN_MIN_SECONDS}
            max={POLL_MIN_OPEN_MAX_SECONDS}
            savedText={(seconds) => `Saved. A poll stays open at least ${seconds} seconds.`}
          />
        </>
      )}
    </section>
  );
}
