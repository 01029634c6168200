import { render } from '@testing-library/react';
import { describe, it } from 'vitest';
import type { ExampleSet } from '../components/shared/example-set';
import { expectNoAxeViolations } from './axe';

/** Renders every example of a set and scans each with axe: the shared first block of component tests. */
export function describeExamples(
  name: string,
  examples: ExampleSet,
  /** Puts the page in the state the examples need (e.g. scrolled), before each render. */
  prepare?: () => void,
): void {
  describe(`${name} examples`, () => {
    it.each(Object.entries(examples))('%s renders without axe violations', async (_, element) => {
      prepare?.();
      const { container } = render(element);
      await expectNoAxeViolations(container);
    });
  });
}
