import type { Venue } from '@cc/api/contract';
import { Button } from '@cc/design-system';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { venuePath } from '../utils/venue-sessions';
import { VenueAccess } from './venue-access';

export interface VenueDetailsProps {
  venue: Venue;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
}

/** A venue's details; access information is text (BEYOND: not only on the map image). */
export function VenueDetails({ venue, headingId, headingRef, onClose }: VenueDetailsProps) {
  return (
    <>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="att-venue-details__heading">
        {venue.name}
      </h3>
      <p>{venue.description}</p>
      <dl className="att-venue-details__facts">
        <div>
          <dt>Building</dt>
          <dd>{venue.building}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{venue.location}</dd>
        </div>
        <div>
          <dt>Capacity</dt>
          <dd>{venue.capacity} people</dd>
        </div>
      </dl>
      <h4>Access details</h4>
      <p>{venue.accessibility}</p>
      <VenueAccess venue={venue} />
      <h4>Facilities</h4>
      <ul className="att-venue-details__facilities">
        {venue.facilities.map((facility) => (
          <li key={facility}>{facility}</li>
        ))}
      </ul>
      <p className="att-actions">
        <Link to={venuePath(venue)} className="ds-target">
          {venue.name}'s page, with its sessions
        </Link>
      </p>
      <Button variant="secondary" onClick={onClose}>
        Close Details
      </Button>
    </>
  );
}
