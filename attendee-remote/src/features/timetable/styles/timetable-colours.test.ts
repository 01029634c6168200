// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS, DAY_KEYS } from '../utils/build-timetable';

// Read from disk: Vitest blanks imported CSS. The design system's tokens give the focus colour of each theme.
const read = (...parts: string[]) => readFileSync(join(import.meta.dirname, ...parts), 'utf8');
const designStyles = ['..', '..', '..', '..', '..', 'design-system', 'src', 'styles'];
const designTokensCss = read(...designStyles, 'tokens.css');
const designHighContrastCss = read(...designStyles, 'high-contrast.css');
const coloursCss = read('timetable-colours.css');
const highContrastCss = read('timetable-colours-high-contrast.css');

/** Custom properties declared in a stylesheet's text (later wins). */
function customProperties(css: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    if (match[1] && match[2]) props[match[1]] = match[2].trim();
  }
  return props;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(match[1]!.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const normal = { ...customProperties(designTokensCss), ...customProperties(coloursCss) };
const themes = {
  normal,
  'high contrast': { ...normal, ...customProperties(designHighContrastCss), ...customProperties(highContrastCss) },
};
const SETS = [...CATEGORY_KEYS, 'default', ...DAY_KEYS, 'day-default'];

describe.each(Object.entries(themes))('%s theme', (_, props) => {
  const colour = (name: string) => {
    const value = props[name];
    if (!value) throw new Error(`missing ${name}`);
    return value;
  };

  it('knows the base colours it checks against', () => {
    expect(luminance(colour('--ds-color-focus'))).toBeGreaterThanOrEqual(0);
  });

  it.each(SETS)('%s: text and links reach 4.5:1, the edge and the focus outline 3:1', (set) => {
    const bg = colour(`--att-tt-${set}-bg`);
    expect(contrast(colour(`--att-tt-${set}-fg`), bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour(`--att-tt-${set}-link`), bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour(`--att-tt-${set}-edge`), bg)).toBeGreaterThanOrEqual(3);
    expect(contrast(colour('--ds-color-focus'), bg)).toBeGreaterThanOrEqual(3);
  });
});
