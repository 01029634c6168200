import axe from 'axe-core';
import { expect } from 'vitest';

const OPTIONS: axe.RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  rules: {
    // jsdom has no layout or paint: contrast is checked on the tokens instead (tokens.test.ts).
    'color-contrast': { enabled: false },
    // Examples are fragments, not pages: page-level landmark rules do not apply.
    region: { enabled: false },
    'landmark-one-main': { enabled: false },
    'page-has-heading-one': { enabled: false },
  },
};

export async function axeViolations(node: Element): Promise<axe.Result[]> {
  const results = await axe.run(node, OPTIONS);
  return results.violations;
}

/** Fails with each rule id, its help text and the offending HTML, to make fixes quick. */
export async function expectNoAxeViolations(node: Element): Promise<void> {
  const violations = await axeViolations(node);
  const report = violations.map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.html}`).join('\n')}`);
  expect(report).toEqual([]);
}
