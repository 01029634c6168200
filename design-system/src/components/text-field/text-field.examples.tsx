import type { ExampleSet } from '../shared/example-set';
import { TextField } from './text-field';

export const textFieldExamples: ExampleSet = {
  basic: <TextField label="Presenter name" name="presenter_name" autoComplete="name" />,
  search: <TextField label="Search sessions" type="search" placeholder="Search by title, description, or speaker..." />,
  withHint: (
    <TextField label="Resource URL" type="url" hint="A link to your slides or handout, starting with https://" />
  ),
  withError: (
    <TextField label="Presenter email" type="email" required error="Presenter email is required" defaultValue="" />
  ),
};
