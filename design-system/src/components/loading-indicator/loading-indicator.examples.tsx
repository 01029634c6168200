import type { ExampleSet } from '../shared/example-set';
import { LoadingIndicator } from './loading-indicator';

export const loadingIndicatorExamples: ExampleSet = {
  default: <LoadingIndicator />,
  small: <LoadingIndicator size="small" message="Loading Q&A..." />,
  large: <LoadingIndicator size="large" message="Loading Conference Programme..." />,
  fullScreen: <LoadingIndicator fullScreen size="large" message="Loading Conference Companion..." />,
};
