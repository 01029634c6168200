import type { ExampleSet } from '../shared/example-set';
import { Button, buttonClassName } from './button';

export const buttonExamples: ExampleSet = {
  primary: <Button>Add to Agenda</Button>,
  secondary: <Button variant="secondary">View Details</Button>,
  danger: <Button variant="danger">Remove</Button>,
  ghost: <Button variant="ghost">Go Back</Button>,
  small: <Button size="small">Refresh</Button>,
  large: <Button size="large">Browse Programme</Button>,
  pressed: (
    <Button variant="secondary" aria-pressed="true">
      Monday
    </Button>
  ),
  disabled: <Button disabled>Clear Filters</Button>,
  loading: (
    <Button type="submit" loading loadingLabel="Submitting...">
      Submit
    </Button>
  ),
  link: (
    <a className={buttonClassName({ variant: 'secondary' })} href="/programme">
      Browse Programme
    </a>
  ),
};
