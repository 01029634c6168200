import type { ExampleSet } from '../shared/example-set';
import { HomeIntro } from './home-intro';

export const homeIntroExamples: ExampleSet = {
  known: (
    <HomeIntro
      name="Speaking Up 2031"
      days={[{ date: '2031-06-02' }, { date: '2031-06-03' }]}
      venueName="Riverside campus"
    />
  ),
  notYetKnown: <HomeIntro />,
  withMessage: (
    <HomeIntro>
      <p>The conference details could not be loaded. Please try again later.</p>
    </HomeIntro>
  ),
};
