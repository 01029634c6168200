import {
  announce,
  Button,
  Checkbox,
  type FontSize,
  SERVER_PREFERENCES,
  useHydrated,
  usePreferences,
} from '@cc/design-system';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { ReadAloudSettings } from './read-aloud-settings';

/** Text-size choices in the spec's order, with the stored values small/off/large/xl (attendee.md §9). */
const TEXT_SIZES: { value: FontSize; label: string }[] = [
  { value: 'small', label: 'Small' },
  { value: 'off', label: 'Default' },
  { value: 'large', label: 'Large' },
  { value: 'xl', label: 'Extra large' },
];

/**
 * The collapsible accessibility panel: high contrast, text size, reduced motion, larger targets and read aloud. The store saves
 * each choice and the html data-attributes follow it (applyPreferences, called at start-up).
 */
export function AccessibilityControls() {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const stored = usePreferences();
  // The server cannot know this device's choices: the panel is drawn with the defaults until the page hydrates
  // (the page itself follows the stored choices from the start: applyPreferences sets them on <html>).
  const preferences = useHydrated() ? stored : { ...stored, ...SERVER_PREFERENCES };
  const collapseOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setExpanded(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="cc-a11y">
      <button
        ref={toggleRef}
        type="button"
        className="cc-a11y__toggle ds-button ds-button--secondary"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
      >
        Accessibility
      </button>
      <section
        id={panelId}
        className="cc-a11y__panel"
        aria-labelledby={headingId}
        hidden={!expanded}
        onKeyDown={collapseOnEscape}
      >
        <h2 id={headingId} className="cc-a11y__heading">
          Accessibility settings
        </h2>
        <p className="cc-a11y__intro">Your choices are saved on this device.</p>
        <div className="cc-a11y__controls">
          <Checkbox
            label="High contrast"
            hint="Stronger colours and outlines."
            checked={preferences.highContrast}
            onChange={(event) => preferences.setHighContrast(event.currentTarget.checked)}
          />
          <fieldset className="cc-a11y__text-size">
            <legend>Text size</legend>
            {TEXT_SIZES.map((size) => (
              <label key={size.value} className="cc-radio">
                <input
                  type="radio"
                  name={`${panelId}-text-size`}
                  value={size.value}
                  checked={preferences.fontSize === size.value}
                  onChange={() => preferences.setFontSize(size.value)}
                />
                <span>{size.label}</span>
              </label>
            ))}
          </fieldset>
          <Checkbox
            label="Reduced motion"
            hint={
              preferences.chosen.reducedMotion
                ? 'Turns off animations and automatic slideshows.'
                : 'Turns off animations and automatic slideshows. Follows your device setting until you change it.'
            }
            checked={preferences.reducedMotion}
            onChange={(event) => preferences.setReducedMotion(event.currentTarget.checked)}
          />
          <Checkbox
            label="Larger targets"
            hint="Buttons and links at least 44 pixels, for switch, eye gaze and touch."
            checked={preferences.largeTargets}
            onChange={(event) => preferences.setLargeTargets(event.currentTarget.checked)}
          />
          <ReadAloudSettings />
        </div>
        <Button
          variant="ghost"
          size="small"
          onClick={() => {
            preferences.reset();
            announce('Accessibility settings reset to your device defaults');
          }}
        >
          Reset to defaults
        </Button>
      </section>
    </div>
  );
}
