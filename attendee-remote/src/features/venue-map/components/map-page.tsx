import { buttonClassName, moveFocusTo } from '@cc/design-system';
import type { MouseEvent } from 'react';
import { PageTitle } from '../../../components/page-title';
import {
  ACCESSIBILITY_FEATURES,
  CAMPUS_MAP_ALT,
  CAMPUS_MAP_DESCRIPTION,
  CAMPUS_MAP_IMAGE,
  CAMPUS_MAP_PDF,
  ROOM_EQUIPMENT,
} from '../content/map-content';
import { MapLegend } from './map-legend';
import { VenueDirectory } from './venue-directory';
import '../styles/venue-map.css';

export const MAP_TITLE = 'Venue Map';

const SECTION = {
  map: 'att-map-campus',
  description: 'att-map-description',
  legend: 'att-map-legend',
  accessibility: 'att-map-accessibility',
  venues: 'att-map-venues',
  notes: 'att-map-notes',
} as const;

/**
 * An in-page link that also moves keyboard focus to the section's heading, so the next Tab continues there
 * (and screen readers read it) without changing the address the router watches.
 */
function JumpLink({ to, className, children }: { to: string; className?: string; children: string }) {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(to);
    if (!target) return;
    event.preventDefault();
    // Focusing scrolls the heading into view.
    moveFocusTo(target);
  };
  return (
    <a href={`#${to}`} className={className} onClick={jump}>
      {children}
    </a>
  );
}

export function MapPage() {
  return (
    <div className="att-map">
      <PageTitle page={MAP_TITLE} />
      <h1 className="att-page-heading">{MAP_TITLE}</h1>
      <p className="ds-lead">
        Where each conference venue is, how to reach it step-free, and what every room offers. Everything on the map is
        also written out in words on this page.
      </p>

      <section className="att-map-section" aria-labelledby="att-map-actions">
        <h2 id="att-map-actions" className="ds-visually-hidden">
          Quick actions
        </h2>
        {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics when list-style is none */}
        <ul className="att-map-actions" role="list">
          <li>
            <a href={CAMPUS_MAP_PDF} download="campus-map.pdf" className={buttonClassName()}>
              Download Campus Map (PDF)
            </a>
          </li>
          <li>
            <JumpLink to={SECTION.accessibility} className={buttonClassName({ variant: 'secondary' })}>
              Accessibility Information
            </JumpLink>
          </li>
          <li>
            <JumpLink to={SECTION.venues} className={buttonClassName({ variant: 'secondary' })}>
              Venue Details
            </JumpLink>
          </li>
        </ul>
      </section>

      <section className="att-map-section" aria-labelledby={SECTION.map}>
        <h2 id={SECTION.map}>Campus map</h2>
        <figure className="att-map-figure">
          <img src={CAMPUS_MAP_IMAGE} alt={CAMPUS_MAP_ALT} width={1200} height={850} />
          <figcaption>
            <JumpLink to={SECTION.description}>Read the campus map described in words</JumpLink>
            {' · '}
            <a href={CAMPUS_MAP_IMAGE} target="_blank" rel="noopener noreferrer">
              Open the map full size <span className="ds-visually-hidden">(opens in a new tab)</span>
            </a>
          </figcaption>
        </figure>
        <div className="att-map-key">
          <section className="att-map-description" aria-labelledby={SECTION.description}>
            <h3 id={SECTION.description}>The campus map in words</h3>
            {CAMPUS_MAP_DESCRIPTION.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
          <MapLegend headingId={SECTION.legend} />
        </div>
      </section>

      <section className="att-map-section" aria-labelledby={SECTION.accessibility}>
        <h2 id={SECTION.accessibility}>Accessibility features</h2>
        {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics when list-style is none */}
        <ul className="ds-grid att-map-features" role="list">
          {ACCESSIBILITY_FEATURES.map((feature) => (
            <li key={feature.title} className="att-map-feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="att-map-section" aria-labelledby={SECTION.venues}>
        <h2 id={SECTION.venues}>Venues</h2>
        <p>Each venue's step-free route, lifts, toilets, hearing loop and quiet space are in its details.</p>
        <VenueDirectory />
      </section>

      <section className="att-map-section" aria-labelledby={SECTION.notes}>
        <h2 id={SECTION.notes}>Good to know</h2>
        <p>All rooms are wheelchair accessible, with free Wi-Fi.</p>
        <p>Every room has:</p>
        <ul>
          {ROOM_EQUIPMENT.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="att-map-contact">
          <strong>Accessibility Coordinator:</strong> Available on request
        </p>
      </section>
    </div>
  );
}
