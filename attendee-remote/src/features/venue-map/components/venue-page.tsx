import type { Venue } from '@cc/api/contract';
import { Alert, Badge, Button, formatDateGB, formatTimeRange, LoadingIndicator } from '@cc/design-system';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useSessions } from '../api/get-sessions';
import { useVenues } from '../api/get-venues';
import { venueSessionsByDay } from '../utils/venue-sessions';
import { VenueAccess } from './venue-access';
import '../styles/venue-map.css';

/**
 * /map/{slug}: one venue's access details and every session held there, by day (issue 18). A session's location
 * links here, so the address is stable: the slug is kept when the venue is renamed.
 */
export function VenuePage() {
  const slug = useParams().slug ?? '';
  const venues = useVenues();

  if (venues.isPending) return <LoadingIndicator size="large" message="Loading venue..." />;
  if (venues.isError) {
    return (
      <div className="att-map-error">
        <PageTitle page="Venue" />
        <h1 className="att-page-heading">Venue</h1>
        <Alert tone="error" title="Venue information could not be loaded">
          <p>{venues.error.message}</p>
        </Alert>
        <Button onClick={() => void venues.refetch()}>Retry</Button>
      </div>
    );
  }
  const venue = venues.data.venues.find((candidate) => candidate.slug === slug);
  if (!venue) {
    return (
      <div>
        <PageTitle page="Venue not found" />
        <h1 className="att-page-heading">Venue not found</h1>
        <p>
          There is no venue at this address. Every venue is listed on the <Link to="/map">Venue Map</Link>.
        </p>
      </div>
    );
  }
  return <VenueView venue={venue} />;
}

function VenueView({ venue }: { venue: Venue }) {
  return (
    <article className="att-venue-page" aria-labelledby="venue-title">
      <PageTitle page={`${venue.name} – Venue Map`} />
      <nav aria-label="Breadcrumb" className="ds-breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/map">Venue Map</Link>
          </li>
          <li>
            <span aria-current="page">{venue.name}</span>
          </li>
        </ol>
      </nav>
      <h1 id="venue-title" className="att-page-heading">
        {venue.name}
      </h1>
      {venue.description && <p className="ds-lead">{venue.description}</p>}
      <dl>
        <div>
          <dt>Building</dt>
          <dd>{venue.building}</dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>{venue.location}</dd>
        </div>
        <div>
          <dt>Capacity</dt>
          <dd>{venue.capacity} people</dd>
        </div>
      </dl>

      <section aria-labelledby="venue-access" className="ds-section">
        <h2 id="venue-access">Access details</h2>
        {venue.accessibility && <p>{venue.accessibility}</p>}
        <VenueAccess venue={venue} />
      </section>

      {venue.facilities.length > 0 && (
        <section aria-labelledby="venue-facilities" className="ds-section">
          <h2 id="venue-facilities">Facilities</h2>
          <ul>
            {venue.facilities.map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="venue-sessions" className="ds-section">
        <h2 id="venue-sessions">Sessions in {venue.name}</h2>
        <VenueSessions venue={venue} />
      </section>

      <p>
        <Link to="/map" className="ds-target">
          All venues and the campus map
        </Link>
      </p>
    </article>
  );
}

function VenueSessions({ venue }: { venue: Venue }) {
  const sessions = useSessions();
  if (sessions.isPending) return <LoadingIndicator message="Loading sessions..." />;
  if (sessions.isError) {
    return (
      <div className="att-map-error">
        <Alert tone="error" title="The sessions could not be loaded">
          <p>{sessions.error.message}</p>
        </Alert>
        <Button onClick={() => void sessions.refetch()}>Retry</Button>
      </div>
    );
  }
  const days = venueSessionsByDay(sessions.data.sessions, venue.id);
  if (days.length === 0) return <p>No sessions are planned here.</p>;
  return (
    <>
      {days.map((day) => {
        const dayName = day.date ? formatDateGB(day.date) : 'Date to be announced';
        return (
          <div key={day.date ?? 'tba'}>
            <h3>{dayName}</h3>
            {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics when list-style is none */}
            <ul className="att-venue-page__sessions" role="list">
              {day.sessions.map((session) => {
                const cancelled = session.status === 'cancelled';
                return (
                  <li key={session.id}>
                    <span className="att-venue-page__time">{formatTimeRange(session.startTime, session.endTime)}</span>
                    <span>
                      <Link
                        to={`/session/${session.id}`}
                        className={cancelled ? 'ds-target ds-cancelled' : 'ds-target'}
                      >
                        {session.title}
                        {cancelled && <span className="ds-visually-hidden"> (cancelled)</span>}
                      </Link>{' '}
                      {cancelled && <Badge tone="danger">CANCELLED</Badge>}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </>
  );
}
