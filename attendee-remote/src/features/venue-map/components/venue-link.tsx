import { Link } from 'react-router-dom';
import { useVenues } from '../api/get-venues';
import { venuePath } from '../utils/venue-sessions';

/**
 * A session's location as a link to its venue's page (access details, sessions there), or plain text when the
 * session is in no listed venue or the venues have not loaded.
 */
export function VenueLink({ venueId, text }: { venueId: number | null; text: string }) {
  const venues = useVenues();
  const venue = venueId === null ? undefined : venues.data?.venues.find((candidate) => candidate.id === venueId);
  if (!venue) return <>{text}</>;
  return (
    <Link to={venuePath(venue)} className="ds-target">
      {text} (access details and directions)
    </Link>
  );
}
