import type { ExampleSet } from '../shared/example-set';
import { SelectField } from './select-field';

const tracks = [
  { value: 'all', label: 'All Tracks' },
  { value: 'Keynote', label: 'Keynote' },
  { value: '1.1', label: '1.1' },
];

export const selectFieldExamples: ExampleSet = {
  options: <SelectField label="Track" options={tracks} defaultValue="all" />,
  children: (
    <SelectField label="Sort by" defaultValue="newest">
      <option value="newest">Newest First</option>
      <option value="oldest">Oldest First</option>
      <option value="popular">Most Popular</option>
    </SelectField>
  ),
  withError: (
    <SelectField
      label="Session"
      hint="Optional: link your question to a session"
      error="Choose a session that is not cancelled"
      options={[
        { value: '', label: 'No session' },
        { value: '12', label: 'Core vocabulary in the classroom' },
      ]}
    />
  ),
};
