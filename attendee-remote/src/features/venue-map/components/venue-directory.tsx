import type { Venue } from '@cc/api/contract';
import { Alert, Button, LoadingIndicator, moveFocusTo, VisuallyHidden } from '@cc/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useVenues } from '../api/get-venues';
import { venuePath } from '../utils/venue-sessions';
import { VenueDetails } from './venue-details';

const PANEL_ID = 'att-venue-details';

/**
 * The venue list and one detail panel. Opening a venue moves focus to the panel's heading; Close Details
 * moves it back to the venue's own button, so keyboard, switch and screen reader users keep their place.
 */
export function VenueDirectory() {
  const venues = useVenues();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [focusTarget, setFocusTarget] = useState<'panel' | number | null>(null);
  const detailsHeadingId = useId();
  const detailsHeadingRef = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'panel') moveFocusTo(detailsHeadingRef.current);
    else moveFocusTo(buttons.current.get(focusTarget));
    setFocusTarget(null);
  }, [focusTarget]);

  if (venues.isPending) return <LoadingIndicator message="Loading venues..." />;
  if (venues.isError) {
    return (
      <div className="att-map-error">
        <Alert tone="error" title="Venue information could not be loaded">
          <p>{venues.error.message}</p>
        </Alert>
        <Button onClick={() => void venues.refetch()}>Retry</Button>
      </div>
    );
  }

  const list = venues.data.venues;
  const selected: Venue | undefined = list.find((venue) => venue.id === selectedId);
  const open = (venue: Venue) => {
    setSelectedId(venue.id);
    setFocusTarget('panel');
  };
  const close = () => {
    if (selected) setFocusTarget(selected.id);
    setSelectedId(null);
  };

  return (
    <div className="att-venues">
      {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics when list-style is none */}
      <ul className="att-venues__list" role="list">
        {list.map((venue) => {
          const isOpen = venue.id === selectedId;
          return (
            <li key={venue.id} className={`att-venue${isOpen ? ' att-venue--open' : ''}`}>
              <h3 className="att-venue__name">{venue.name}</h3>
              <p className="att-venue__meta">
                {venue.building} · Capacity {venue.capacity} people
              </p>
              <Button
                ref={(element) => {
                  if (element) buttons.current.set(venue.id, element);
                  else buttons.current.delete(venue.id);
                }}
                variant={isOpen ? 'primary' : 'secondary'}
                aria-expanded={isOpen}
                aria-controls={PANEL_ID}
                onClick={() => (isOpen ? close() : open(venue))}
              >
                View details <VisuallyHidden>for {venue.name}</VisuallyHidden>
              </Button>
              {isOpen && <p className="att-venue__open">Details shown in the panel</p>}
              <p className="att-venue__page">
                <Link to={venuePath(venue)} className="ds-target">
                  Access and sessions <VisuallyHidden>for {venue.name}</VisuallyHidden>
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
      <section
        id={PANEL_ID}
        className="att-venue-details"
        aria-labelledby={selected ? detailsHeadingId : undefined}
        aria-label={selected ? undefined : 'Venue details'}
      >
        {selected ? (
          <VenueDetails venue={selected} headingId={detailsHeadingId} headingRef={detailsHeadingRef} onClose={close} />
        ) : (
          <p className="att-venue-details__hint">
            Choose View details on a venue to see its access details, capacity and facilities here.
          </p>
        )}
      </section>
    </div>
  );
}
