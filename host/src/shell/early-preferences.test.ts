import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyPreferences, createPreferencesStore } from '@cc/design-system';
import { afterEach, describe, expect, it } from 'vitest';

// The blocking script in the page's <head> (issue 36): it must leave <html> as the design system's applyPreferences
// does once the app starts, or the page would change when the scripts arrive.
const EARLY_SCRIPT = readFileSync(path.join(__dirname, '../../public/apply-preferences.js'), 'utf8');

const ATTRIBUTES = ['data-contrast', 'data-font-size', 'data-reduced-motion', 'data-large-targets'];

function attributesOnHtml(): Record<string, string | null> {
  const html = document.documentElement;
  return Object.fromEntries(ATTRIBUTES.map((name) => [name, html.getAttribute(name)]));
}

function clearHtml(): void {
  for (const name of ATTRIBUTES) document.documentElement.removeAttribute(name);
}

function runEarlyScript(): void {
  new Function(EARLY_SCRIPT)();
}

afterEach(() => {
  localStorage.clear();
  clearHtml();
});

describe('the early preferences script', () => {
  it.each([
    ['nothing stored', {}],
    [
      'extra-large text and high contrast',
      { 'cm-font-size': 'xl', 'cm-high-contrast': 'true', 'cm-reduced-motion': 'true', 'cm-large-targets': 'true' },
    ],
    ['small text, contrast turned off', { 'cm-font-size': 'small', 'cm-high-contrast': 'false' }],
    ['values this version does not know', { 'cm-font-size': 'huge', 'cm-large-targets': 'yes' }],
  ])('sets on <html> what the app sets at start-up: %s', (_name, stored: Record<string, string>) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    runEarlyScript();
    const early = attributesOnHtml();

    clearHtml();
    const store = createPreferencesStore({ events: undefined });
    const stop = applyPreferences(document, store);
    stop();
    store.dispose();
    expect(early).toEqual(attributesOnHtml());
  });

  it('puts extra-large text and high contrast on <html> for a returning visitor', () => {
    localStorage.setItem('cm-font-size', 'xl');
    localStorage.setItem('cm-high-contrast', 'true');
    runEarlyScript();
    expect(document.documentElement.dataset).toMatchObject({ fontSize: 'xl', contrast: 'high' });
  });
});
