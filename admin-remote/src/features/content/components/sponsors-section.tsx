import { useId } from 'react';
import type { Notify } from '../types/notify';
import { SponsorAdvertsEditor } from './sponsor-adverts-editor';
import { SponsorListEditor } from './sponsor-list-editor';

/**
 * Content › Sponsors (admin.md §2, issue 21): the sponsors themselves, with their logos and order, then the advert
 * images. Both show on the attendees' Sponsors page, as the intro says.
 */
export function SponsorsSection({ notify }: { notify: Notify }) {
  const headingId = useId();
  return (
    <section className="ds-stack" aria-labelledby={headingId}>
      <h3 id={headingId}>Sponsors</h3>
      <p>
        Attendees see the sponsors on the Sponsors page: one logo at a time in the slideshow, then all of them under
        “All sponsors”, in the order of the list below. Changes show the next time an attendee opens the page.
      </p>
      <SponsorListEditor notify={notify} />
      <SponsorAdvertsEditor notify={notify} />
    </section>
  );
}
