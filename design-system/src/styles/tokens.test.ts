// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio, readCustomProperties } from './contrast';
import highContrastCss from './high-contrast.css?raw';
import indexCss from './index.css?raw';
import tokensCss from './tokens.css?raw';

const base = readCustomProperties(tokensCss);
const themes = {
  default: base,
  'high contrast': { ...base, ...readCustomProperties(highContrastCss) },
};

const TONES = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
const STATUS = ['info', 'success', 'warning', 'danger'] as const;

/** [foreground, background]: text must reach 4.5:1 (WCAG 1.4.3). */
const TEXT_PAIRS: Array<[string, string]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-raised'],
  ['text', 'input-bg'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-raised'],
  ['link', 'bg'],
  ['link', 'surface'],
  ['link', 'surface-raised'],
  ['link-hover', 'bg'],
  ['link', 'secondary-bg'],
  ['link-hover', 'secondary-hover-bg'],
  ['link-hover', 'ghost-hover-bg'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['on-danger', 'danger'],
  ['on-danger', 'danger-hover'],
  ['disabled-text', 'disabled-bg'],
  ['error', 'bg'],
  ['error', 'surface'],
  ['on-count', 'count-bg'],
  ...TONES.map((tone): [string, string] => [`${tone}-fg`, `${tone}-bg`]),
];

/** Boundaries and indicators must reach 3:1 against what is next to them (WCAG 1.4.11). */
const UI_PAIRS: Array<[string, string]> = [
  ['border', 'bg'],
  ['border', 'surface'],
  ['border', 'input-bg'],
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['primary', 'bg'],
  ['primary', 'surface'],
  ['danger', 'bg'],
  ['error', 'input-bg'],
  ['count-bg', 'bg'],
  ...STATUS.map((tone): [string, string] => [`${tone}-strong`, `${tone}-bg`]),
  ...STATUS.map((tone): [string, string] => [`${tone}-bg`, `${tone}-strong`]),
];

describe.each(Object.entries(themes))('%s theme colours', (_, tokens) => {
  const colour = (name: string) => {
    const value = tokens[`--ds-color-${name}`];
    if (!value) throw new Error(`missing token --ds-color-${name}`);
    return value;
  };

  it.each(TEXT_PAIRS)('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(colour(fg), colour(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(colour(fg), colour(bg))).toBeGreaterThanOrEqual(3);
  });
});

describe('stylesheet', () => {
  it('index.css imports every stylesheet', () => {
    const files = Object.keys(import.meta.glob('./*.css')).map((path) => path.slice(2));
    const imported = [...indexCss.matchAll(/@import url\(["']\.\/([\w-]+\.css)["']\)/g)].map((m) => m[1]);
    expect(imported.sort()).toEqual(files.filter((file) => file !== 'index.css').sort());
  });

  it('sizes text and space in rem, so text-size settings scale the interface', () => {
    for (const [name, value] of Object.entries(base)) {
      if (/^--ds-(text|space|radius)-/.test(name)) expect(value, name).toMatch(/rem$/);
    }
  });

  it('gives a 3px focus outline', () => {
    expect(base['--ds-focus-width']).toBe('3px');
  });
});
