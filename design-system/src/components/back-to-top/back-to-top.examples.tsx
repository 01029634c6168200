import type { ExampleSet } from '../shared/example-set';
import { BackToTop } from './back-to-top';

// Visible only after scrolling; the test scrolls the window before checking these.
export const backToTopExamples: ExampleSet = {
  default: <BackToTop />,
  customThreshold: <BackToTop threshold={600} />,
};
