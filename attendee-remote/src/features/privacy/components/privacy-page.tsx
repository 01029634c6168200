import { Button, useConsent } from '@cc/design-system';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useConference } from '../api/get-conference';
import '../styles/privacy.css';

export const PRIVACY_TITLE = 'Privacy and Cookie Policy';

/** When this policy last changed; the 'Changes to this policy' section shows it. */
export const POLICY_UPDATED = '22 November 2026';

/** Forgets the cookie choice and reloads, so the cookie banner asks again (attendee.md §2). */
export function manageCookieSettings(reload: () => void = () => window.location.reload()): void {
  useConsent.getState().clear();
  reload();
}

/** What the browser keeps for this app, in localStorage (every key the apps use). */
const BROWSER_STORAGE: readonly [key: string, what: string][] = [
  ['cookieConsent', 'your cookie choice and when you made it'],
  ['cm-high-contrast', 'whether high contrast is on'],
  ['cm-font-size', 'the text size you chose'],
  ['cm-reduced-motion', 'whether reduced motion is on'],
  ['cm-large-targets', 'whether larger buttons and links are on'],
  ['cm-read-announcements', 'news you have read, kept only when our server could not be reached'],
  ['cm-timetable-view', 'whether you last chose the Grid or List view of the timetable'],
  ['cm-writing-signal', 'whether the chair of a session may see that someone is writing a question (only a count)'],
];

export function PrivacyPage() {
  const conference = useConference();
  const organiser = conference.data?.organiser ?? 'the conference organiser';
  const email = conference.data?.contactEmail;
  const emailLink = email ? <a href={`mailto:${email}`}>{email}</a> : 'the address in the page footer';

  return (
    <div className="att-privacy ds-prose">
      <PageTitle page={PRIVACY_TITLE} />
      <h1 className="att-page-heading">{PRIVACY_TITLE}</h1>
      <p className="ds-lead">
        This page says what information this app keeps about you, where, why, and what you can do about it. We collect
        as little as we can: you can use the whole attendee side without giving your name.
      </p>
      <p>
        The app is run by {organiser}, who is responsible for your data. Contact: {emailLink}.
      </p>

      <section aria-labelledby="att-privacy-collected">
        <h2 id="att-privacy-collected">Data we collect</h2>
        <ul>
          <li>
            An anonymous visitor number, given to your browser the first time it talks to our server, so that your
            agenda, the news you have read and your votes stay yours.
          </li>
          <li>The sessions you add to your agenda, the news you mark as read and the questions you vote for.</li>
          <li>Questions you ask in Q&amp;A, with your name only if you choose to give it.</li>
          <li>
            Resource links that presenters submit for a session: the presenter's name, email address, the link and its
            description.
          </li>
          <li>
            If you create an account: your email address, your name and a one-way hash of your password (we never keep
            the password itself).
          </li>
          <li>
            If you are signed in: the pages you view and the sessions you add to or remove from your agenda, with your
            browser's description of itself and whether you use a phone, tablet or computer.
          </li>
        </ul>
      </section>

      <section aria-labelledby="att-privacy-cookies">
        <h2 id="att-privacy-cookies">Cookies</h2>
        <p>We ask before using any cookie that is not necessary. There are three kinds:</p>
        <h3>Necessary cookies</h3>
        <p>These make the app work and cannot be switched off. Neither can be read by scripts on the page.</p>
        <ul>
          <li>
            <code>cc_visitor</code>: your anonymous visitor number, signed so that it cannot be forged. Kept for one
            year.
          </li>
          <li>
            <code>cc_session</code>: only when you sign in. It ends when you sign out, after 8 hours without use, or
            after 7 days at most.
          </li>
        </ul>
        <h3>Analytics cookies</h3>
        <p>
          Would help us learn how the app is used. We set no analytics cookies and use no outside analytics service
          today; your choice is kept so that anything we add later follows it.
        </p>
        <h3>Marketing cookies</h3>
        <p>Would be used for advertising. We set no marketing cookies and show no adverts that track you.</p>
        <p>You can change your choice at any time. The cookie banner will ask you again after the page reloads.</p>
        <Button onClick={() => manageCookieSettings()}>Manage Cookie Settings</Button>
      </section>

      <section aria-labelledby="att-privacy-use">
        <h2 id="att-privacy-use">How we use your data</h2>
        <ul>
          <li>To show your agenda, your read news and your votes on any device you use.</li>
          <li>To show questions and answers, after the conference team has checked them.</li>
          <li>To check presenters' resource links before they appear, and to contact the presenter about them.</li>
          <li>To keep accounts secure, for example by slowing down repeated failed sign-ins.</li>
          <li>To learn which pages signed-in attendees use, so we can improve the app and the conference.</li>
        </ul>
        <p>We never sell your data and never use it for advertising.</p>
      </section>

      <section aria-labelledby="att-privacy-browser">
        <h2 id="att-privacy-browser">Stored in your browser</h2>
        <p>
          Your agenda is not kept only in your browser: it is kept on our server against your visitor number, so it
          survives a reload. If you clear your cookies without having signed in, that link is lost and the agenda with
          it; signing in keeps your agenda with your account across devices. These settings are kept in your browser's
          local storage, and never leave your device:
        </p>
        <dl className="att-privacy__storage">
          {BROWSER_STORAGE.map(([key, what]) => (
            <div key={key}>
              <dt>
                <code>{key}</code>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="att-privacy-server">
        <h2 id="att-privacy-server">Stored on our server</h2>
        <ul>
          <li>Visitor records: the anonymous visitor number and when it was created.</li>
          <li>Bookmarks: which sessions are in each visitor's or account's agenda.</li>
          <li>Read state: which news items each visitor or account has read.</li>
          <li>Votes: which questions each visitor or account has voted for (one vote each).</li>
          <li>
            Questions: the text, the session it is about, the name you chose to show (if you ticked "Show my name with
            my question"; otherwise none), and the team's answer. Your account's name and email are never added to a
            question.
          </li>
          <li>Presenter resource links, with the presenter's name and email address.</li>
          <li>
            Accounts: email address, name, role and password hash; sign-in sessions (a hash of the session cookie, never
            the cookie itself, and when it was used).
          </li>
          <li>Failed sign-ins: the account or network address and how many times, to stop password guessing.</li>
          <li>For signed-in users only: the action log of pages viewed and agenda changes.</li>
          <li>For staff: a record of every change made in the admin area, who made it and when.</li>
        </ul>
        <p>
          When you sign in, what you did as an anonymous visitor (agenda, read news, votes) moves into your account.
        </p>
      </section>

      <section aria-labelledby="att-privacy-rights">
        <h2 id="att-privacy-rights">Your rights</h2>
        <p>Under data protection law you can ask us:</p>
        <ul>
          <li>for a copy of the data we hold about you;</li>
          <li>to correct it, or to delete it;</li>
          <li>to stop or limit how we use it, or to object to a use;</li>
          <li>to give it to you in a form you can take elsewhere.</li>
        </ul>
        <h3>Doing it yourself</h3>
        <ul>
          <li>
            <strong>A copy of your data:</strong> on the <a href="/account">Your account</a> page, choose "Download my
            data". You get a file (JSON) with your account, agenda, questions, votes and the news you have read. Without
            an account, the same link gives what this browser holds.
          </li>
          <li>
            <strong>Deleting your account:</strong> on the same page, under "Delete your account", tick the box and type
            your password. Your account, sessions, calendar link, agenda, votes and read news are deleted at once.
            Questions you asked stay, without a name.
          </li>
          <li>
            <strong>Your questions:</strong> "My questions" on the Q&amp;A page shows each question you asked and
            whether it is waiting for review, published, answered or not published.
          </li>
        </ul>
        <p>
          If you cannot do this yourself, an admin can erase your account when you ask. The record of that keeps only
          which admin did it and when, not your name or email. Write to {emailLink}. We answer within one month. If you
          are unhappy with our answer you can complain to the Information Commissioner's Office.
        </p>
      </section>

      <section aria-labelledby="att-privacy-third-parties">
        <h2 id="att-privacy-third-parties">Third parties</h2>
        <p>
          The app loads nothing from other companies: no outside analytics, advertising, fonts or social media. Links to
          sponsors' and presenters' websites open those sites, which have their own privacy policies. We share your data
          with no one unless the law requires it.
        </p>
      </section>

      <section aria-labelledby="att-privacy-security">
        <h2 id="att-privacy-security">Security</h2>
        <ul>
          <li>
            Cookies are sent only to our own site and cannot be read by scripts; over HTTPS they travel only encrypted.
          </li>
          <li>Passwords are stored as slow one-way hashes (argon2id); session cookies are stored only as hashes.</li>
          <li>Every staff action is checked on the server against the signed-in account's role.</li>
          <li>Repeated failed sign-ins, question submissions and votes are limited.</li>
        </ul>
      </section>

      <section aria-labelledby="att-privacy-contact">
        <h2 id="att-privacy-contact">Contact</h2>
        <p>
          Questions about this policy or your data: {organiser}, {emailLink}. You can also read{' '}
          <Link to="/about">about us</Link>.
        </p>
      </section>

      <section aria-labelledby="att-privacy-changes">
        <h2 id="att-privacy-changes">Changes to this policy</h2>
        <p>
          If we change what we collect or why, we will update this page and the date below, and ask for your cookie
          choice again when the change affects cookies.
        </p>
        <p>Last updated: {POLICY_UPDATED}.</p>
      </section>
    </div>
  );
}
