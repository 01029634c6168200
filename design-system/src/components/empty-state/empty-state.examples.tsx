import { Button } from '../button/button';
import type { ExampleSet } from '../shared/example-set';
import { EmptyState } from './empty-state';

export const emptyStateExamples: ExampleSet = {
  withAction: (
    <EmptyState
      heading="No sessions found"
      text="Try adjusting your filters or search terms."
      action={<Button variant="secondary">Clear All Filters</Button>}
    />
  ),
  withLink: (
    <EmptyState heading="Your agenda is empty" headingLevel={2} action={<a href="/programme">Browse Programme</a>} />
  ),
  textOnly: <EmptyState heading="No Sessions Data Available" text="Unable to load conference sessions" />,
};
