import type { ExampleSet } from '../shared/example-set';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export const skipLinkExamples: ExampleSet = {
  default: (
    <div>
      <SkipLink />
      <nav aria-label="Main">
        <a href="/programme">Programme</a>
      </nav>
      <main id={MAIN_CONTENT_ID}>
        <h1>Conference Programme</h1>
      </main>
    </div>
  ),
};
