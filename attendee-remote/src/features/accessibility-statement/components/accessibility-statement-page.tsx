import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useConference } from '../api/get-conference';

export const ACCESSIBILITY_STATEMENT_TITLE = 'Accessibility statement';

/** When this statement was last checked against the app and its tests. */
export const STATEMENT_REVIEWED = '23 November 2026';

/**
 * What we claim, how we checked it, what we know is not yet good enough and how to reach us. Every claim here is
 * backed by a test in e2e/tests (a11y-matrix, keyboard-flows, page-structure); keep the two in step.
 */
export function AccessibilityStatementPage() {
  const conference = useConference();
  const conferenceName = conference.data?.name ?? 'the conference';
  const organiser = conference.data?.organiser ?? 'the conference organiser';
  const email = conference.data?.contactEmail;
  const emailLink = email ? <a href={`mailto:${email}`}>{email}</a> : 'the contact address in the page footer';

  return (
    <div className="att-accessibility-statement ds-prose">
      <PageTitle page={ACCESSIBILITY_STATEMENT_TITLE} />
      <h1 className="att-page-heading">{ACCESSIBILITY_STATEMENT_TITLE}</h1>
      <p className="ds-lead">
        This app is for everyone coming to {conferenceName}, and many of you communicate with AAC, use a screen reader,
        switches, eye gaze or a keyboard, or need high contrast or large text. This page says how accessible the app is,
        how we know, and where it still falls short.
      </p>

      <section aria-labelledby="att-a11y-conformance">
        <h2 id="att-a11y-conformance">How accessible this app is</h2>
        <p>
          We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA in full, on the attendee pages
          and in the admin area. We treat that as the starting point, not the goal. Beyond level AA the app offers:
        </p>
        <ul>
          <li>
            a <strong>Larger targets</strong> setting that makes every button, link and form control at least 44 by 44
            pixels, for switch, eye-gaze and touch users and anyone with a tremor;
          </li>
          <li>a high-contrast theme in black, white and yellow, which also respects Windows contrast themes;</li>
          <li>
            four text sizes, up to one and a half times the normal size, with pages that still fit a phone screen;
          </li>
          <li>
            reduced motion, which stops animations and the sponsors' slideshow; it follows your device's setting until
            you change it;
          </li>
          <li>
            when you move to another page, the keyboard focus goes to the new page's main heading and the page's name is
            read out, so you start at the content, not back at the top;
          </li>
          <li>
            the timetable as a plain list as well as a grid, and every venue's step-free routes, lifts, toilets, hearing
            loops and quiet spaces as text, not only on the map.
          </li>
        </ul>
        <p>
          Your settings are in the <strong>Accessibility</strong> panel at the top of every page and are kept on this
          device.
        </p>
      </section>

      <section aria-labelledby="att-a11y-testing">
        <h2 id="att-a11y-testing">How we test it</h2>
        <p>Automated checks find only some accessibility problems, so we also test by script what they cannot see.</p>
        <ul>
          <li>
            Every attendee page and every tab of the admin area is scanned with the axe-core checker for the WCAG 2.0,
            2.1 and 2.2 level A and AA rules: with each accessibility setting, with and without a forced-colours
            (Windows contrast) mode, at desktop width and at 320 pixels wide.
          </li>
          <li>
            At 320 pixels wide no page scrolls sideways, and the text-spacing changes of WCAG 1.4.12 (more space between
            lines, paragraphs, letters and words) leave no text cut off in buttons, links and fields.
          </li>
          <li>Every control is measured: at least 24 by 24 pixels, or 44 by 44 with Larger targets.</li>
          <li>
            Scripts use the app with the keyboard alone: filtering the programme and adding a session to the agenda,
            exporting the agenda, reading news and marking it read, asking a question and voting, and, as an
            administrator, approving a question and publishing an announcement. They check that focus can always be
            seen, is never hidden behind something else, moves to the heading on each new page, and stays inside dialogs
            until they close.
          </li>
          <li>
            Each page is checked for a title of its own, the page regions (header, navigation, main content and footer),
            one main heading and headings in order, and for announcements to screen readers that are made once, not
            repeated.
          </li>
        </ul>
        <p>These tests run in the Chromium browser, as part of the app's test suite, whenever the app changes.</p>
      </section>

      <section aria-labelledby="att-a11y-limitations">
        <h2 id="att-a11y-limitations">What we know is not yet good enough</h2>
        <ul>
          <li>
            Our tests run in one browser engine. They do not use a real screen reader, switch interface or eye-gaze
            system, so there will be problems they cannot find. Please tell us about any you meet.
          </li>
          <li>
            The timetable grid scrolls sideways on narrow screens, as a grid of days and times must. The{' '}
            <Link to="/timetable">timetable</Link> also has a List view that does not.
          </li>
          <li>
            The downloadable campus map is a drawing. Everything on it that you need to find your way, including
            step-free routes, is written out on the <Link to="/map">Venue Map</Link> page.
          </li>
          <li>Websites that sponsors and presenters link to are not ours, and may be less accessible than this app.</li>
          <li>Some tables in the admin area scroll sideways inside their own box on narrow screens.</li>
        </ul>
      </section>

      <section aria-labelledby="att-a11y-help">
        <h2 id="att-a11y-help">Help and feedback</h2>
        <p>
          If something in the app does not work for you, if you need any of its information in another form, or if you
          have an idea that would make it better, write to {organiser} at {emailLink}. Tell us the page and what you
          were trying to do, in whatever way of writing suits you.
        </p>
        <p>
          Access information for every venue is on the <Link to="/map">Venue Map</Link> page.
        </p>
      </section>

      <section aria-labelledby="att-a11y-date">
        <h2 id="att-a11y-date">About this statement</h2>
        <p>This statement was last reviewed on {STATEMENT_REVIEWED}, against the app and the results of its tests.</p>
      </section>
    </div>
  );
}
