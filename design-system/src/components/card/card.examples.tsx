import { Button } from '../button/button';
import type { ExampleSet } from '../shared/example-set';
import { Card } from './card';

export const cardExamples: ExampleSet = {
  plain: (
    <Card>
      <p>All rooms are wheelchair accessible with free Wi-Fi.</p>
    </Card>
  ),
  article: (
    <Card
      as="article"
      heading={<a href="/session/1.1">Core vocabulary in the classroom</a>}
      footer={
        <>
          <Button variant="secondary">View Details</Button>
          <Button>Add to Agenda</Button>
        </>
      }
    >
      <p>Monday 13 September 2027, 09:30–10:15, Main Hall</p>
    </Card>
  ),
  list: (
    <ul className="ds-grid">
      <Card as="li" heading="Sessions" variant="muted">
        <p className="ds-stat">124</p>
      </Card>
      <Card as="li" heading="URGENT ANNOUNCEMENT" variant="highlight">
        <p>Room change for the keynote.</p>
      </Card>
    </ul>
  ),
};
