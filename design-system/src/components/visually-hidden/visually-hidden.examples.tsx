import type { ExampleSet } from '../shared/example-set';
import { VisuallyHidden } from './visually-hidden';

export const visuallyHiddenExamples: ExampleSet = {
  insideButton: (
    <button type="button">
      Remove <VisuallyHidden>Opening keynote from your agenda</VisuallyHidden>
    </button>
  ),
  focusable: (
    <VisuallyHidden focusable>
      <a href="#filters">Skip to filters</a>
    </VisuallyHidden>
  ),
};
