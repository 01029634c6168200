import type { ExampleSet } from '../shared/example-set';
import { TextArea } from './text-area';

export const textAreaExamples: ExampleSet = {
  basic: <TextArea label="Description (optional)" name="description" />,
  counter: <TextArea label="Your question" maxLength={500} defaultValue="Where is the quiet room?" />,
  withError: (
    <TextArea
      label="Your question"
      maxLength={500}
      hint="An admin will review it before it appears."
      error="Please enter a question"
    />
  ),
};
