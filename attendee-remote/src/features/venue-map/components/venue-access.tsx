import type { Venue } from '@cc/api/contract';

/** The five access details as text (BEYOND: not only on the map image), shared by the panel and the venue page. */
export function VenueAccess({ venue }: { venue: Venue }) {
  const access: [string, string][] = [
    ['Step-free route', venue.stepFreeRoute],
    ['Lifts', venue.lifts],
    ['Toilets', venue.toilets],
    ['Hearing loop', venue.hearingLoop],
    ['Quiet space', venue.quietSpace],
  ];
  return (
    <dl className="att-venue-details__access">
      {access.map(([term, text]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
