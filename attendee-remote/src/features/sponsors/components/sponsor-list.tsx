import type { Sponsor } from '@cc/api/contract';
import { VisuallyHidden } from '@cc/design-system';

/**
 * Every sponsor at once, beside the slideshow (issue 18): a reader who cannot wait for a slideshow, or uses a screen
 * reader or switch, sees them all and reaches each website in one step.
 */
export function SponsorList({ sponsors }: { sponsors: readonly Sponsor[] }) {
  return (
    <section className="att-sponsor-list" aria-labelledby="sponsor-list-heading">
      <h2 id="sponsor-list-heading">All sponsors</h2>
      <ul className="att-sponsor-list__items">
        {sponsors.map((sponsor) => (
          <li key={sponsor.id}>
            <a href={sponsor.url} target="_blank" rel="noopener noreferrer" className="att-sponsor-list__link">
              <img src={sponsor.logoUrl} alt="" className="att-sponsor-list__logo" loading="lazy" />
              <span>{sponsor.name}</span>
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
