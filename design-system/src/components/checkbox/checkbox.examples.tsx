import type { ExampleSet } from '../shared/example-set';
import { Checkbox } from './checkbox';

export const checkboxExamples: ExampleSet = {
  basic: <Checkbox label="Ask anonymously" name="anonymous" />,
  checked: <Checkbox label="Analytics cookies" hint="Help us understand which pages are used." defaultChecked />,
  withError: <Checkbox label="I agree to the privacy policy" required error="Please agree to continue" />,
};
