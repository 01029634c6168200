import { LoadingIndicator, useHydrated } from '@cc/design-system';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useConference } from '../api/get-conference';
import { ACHIEVEMENTS, BOARD, HISTORY, PARTNERSHIPS, STATISTICS, TEAM, VALUES } from '../content/about-content';
import '../styles/about.css';

export const ABOUT_TITLE = 'About';

/** attendee.md §2: the About page shows a loading state for 500 ms. */
export const ABOUT_LOADING_MS = 500;

function PeopleList({ people }: { people: readonly { name: string; role: string }[] }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics when list-style is none
    <ul className="att-about__people" role="list">
      {people.map((person) => (
        <li key={person.name} className="att-about__person">
          <strong>{person.name}</strong>
          <span>{person.role}</span>
        </li>
      ))}
    </ul>
  );
}

export function AboutPage() {
  const conference = useConference();
  // A page drawn on the server (and its hydration) shows the text at once (issue 36): the HTML must hold the page,
  // not a wait that never ends without scripts. Opened from another page, the short wait is kept.
  const hydrated = useHydrated();
  const [waited, setWaited] = useState(!hydrated);

  useEffect(() => {
    if (waited) return;
    const timer = setTimeout(() => setWaited(true), ABOUT_LOADING_MS);
    return () => clearTimeout(timer);
  }, [waited]);

  const ready = waited && !conference.isPending;
  const organiser = conference.data?.organiser ?? 'the organising charity';
  const conferenceName = conference.data?.name ?? 'the conference';

  return (
    <div className="att-about">
      <PageTitle page={ABOUT_TITLE} />
      <h1 className="att-page-heading">{ABOUT_TITLE}</h1>
      {!ready ? (
        <LoadingIndicator size="large" message="Loading About..." />
      ) : (
        <>
          <p className="ds-lead">
            {conferenceName} is organised by {organiser}: a yearly meeting place for people who use augmentative and
            alternative communication (AAC), their families and friends, and everyone who works with them.
          </p>

          <section className="att-about__section" aria-labelledby="att-about-mission">
            <h2 id="att-about-mission">Our mission</h2>
            <p>
              To bring together everyone with an interest in AAC, to share what works, and to make sure that people who
              use AAC are heard, on the stage as well as in the audience.
            </p>
          </section>

          <section className="att-about__section" aria-labelledby="att-about-vision">
            <h2 id="att-about-vision">Our vision</h2>
            <p>
              A world where everyone who cannot rely on speech has the communication tools, support and respect they
              need to say what they want to say, wherever they are.
            </p>
          </section>

          <section className="att-about__section" aria-labelledby="att-about-values">
            <h2 id="att-about-values">Our values</h2>
            {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics when list-style is none */}
            <ul className="ds-grid att-about__cards" role="list">
              {VALUES.map((value) => (
                <li key={value.name} className="att-about__card">
                  <h3>{value.name}</h3>
                  <p>{value.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section className="att-about__section" aria-labelledby="att-about-history">
            <h2 id="att-about-history">Our history</h2>
            <dl className="att-about__history">
              {HISTORY.map((entry) => (
                <div key={entry.year}>
                  <dt>{entry.year}</dt>
                  <dd>{entry.text}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section className="att-about__section" aria-labelledby="att-about-team">
            <h2 id="att-about-team">Our team</h2>
            <p>A small staff team runs the conference all year round, with volunteers and stewards on the day.</p>
            <PeopleList people={TEAM} />
          </section>

          <section className="att-about__section" aria-labelledby="att-about-board">
            <h2 id="att-about-board">Board of trustees</h2>
            <p>The trustees of {organiser} are volunteers; at least one place on the board is held by an AAC user.</p>
            <PeopleList people={BOARD} />
          </section>

          <section className="att-about__section" aria-labelledby="att-about-achievements">
            <h2 id="att-about-achievements">What we have achieved</h2>
            <ul>
              {ACHIEVEMENTS.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>

          <section className="att-about__section" aria-labelledby="att-about-statistics">
            <h2 id="att-about-statistics">In numbers</h2>
            {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics when list-style is none */}
            <ul className="ds-grid ds-grid--narrow att-about__stats" role="list">
              {STATISTICS.map((stat) => (
                <li key={stat.label} className="att-about__stat">
                  <span className="ds-stat">{stat.value}</span> {stat.label}
                </li>
              ))}
            </ul>
          </section>

          <section className="att-about__section" aria-labelledby="att-about-partnerships">
            <h2 id="att-about-partnerships">Partnerships</h2>
            <ul>
              {PARTNERSHIPS.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>
              <Link to="/sponsors" className="ds-target">
                Meet our sponsors
              </Link>
            </p>
          </section>

          <section className="att-about__section" aria-labelledby="att-about-contact">
            <h2 id="att-about-contact">Contact us</h2>
            {conference.data ? (
              <p>
                Write to {organiser} at{' '}
                <a href={`mailto:${conference.data.contactEmail}`}>{conference.data.contactEmail}</a>. We welcome
                messages in any form, including with symbols or through a communication partner.
              </p>
            ) : (
              <p>Our contact details could not be loaded just now. Please try again later.</p>
            )}
            <p>
              For access needs at the venue, see the <Link to="/map">Venue Map</Link>.
            </p>
          </section>
        </>
      )}
    </div>
  );
}
