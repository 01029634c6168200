import { HomeIntro, LoadingIndicator } from '@cc/design-system';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { useConferenceWhenKnown } from '../api/get-conference';
import { useSessions } from '../api/get-sessions';
import { useAnnouncementsSummary } from '../hooks/use-announcements-summary';
import '../styles/home.css';
import { AccessibilityFeatures } from './accessibility-features';
import { LatestNews } from './latest-news';
import { NowAndNext } from './now-and-next';
import { QuickAccess } from './quick-access';

export interface HomePageProps {
  /** Sessions in the visitor's agenda; undefined while unknown. Supplied by the app (bookmarks feature). */
  agendaCount: number | undefined;
  agendaError?: boolean;
  /** "Your next session" (features/your-day), supplied by the app: shown after the quick-access cards. */
  yourDay?: ReactNode;
}

function Statistic({ label, value, failed }: { label: string; value: number | undefined; failed: boolean }) {
  let shown: string;
  let spoken: string | null = null;
  if (value !== undefined) shown = String(value);
  else {
    shown = '–';
    spoken = failed ? 'not available' : 'loading';
  }
  return (
    <div className="att-home-stats__item">
      <dt>{label}</dt>
      <dd className="ds-stat">
        <span aria-hidden={spoken ? true : undefined}>{shown}</span>
        {spoken && <span className="ds-visually-hidden">{spoken}</span>}
      </dd>
    </div>
  );
}

export function HomePage({ agendaCount, agendaError = false, yourDay }: HomePageProps) {
  const conference = useConferenceWhenKnown();
  const sessions = useSessions();
  const news = useAnnouncementsSummary();
  const name = conference.data?.name;

  // The whole page at once when the conference is known: drawing the rest first would push it down as the
  // introduction's heading arrives (a layout shift on every visit). Not again once a read has failed: the sections
  // mounting would read it again, and the loading message replacing them would make that a loop.
  if (conference.isPending && conference.errorUpdateCount === 0) {
    return <LoadingIndicator size="large" message="Loading..." />;
  }

  return (
    <div className="att-home">
      <PageTitle page="Home" />
      {/* The host drew this same introduction before the remote loaded (docs/remote-contract.md). The shell focuses
          the page's h1 when it appears; it carries the conference's name. */}
      <HomeIntro name={name} days={conference.data?.days} venueName={conference.data?.venueName}>
        {conference.isError && <p>The conference details could not be loaded. Please try again later.</p>}
      </HomeIntro>

      <section aria-labelledby="home-stats-heading" className="ds-section">
        <h2 id="home-stats-heading" className="ds-visually-hidden">
          At a glance
        </h2>
        <dl className="att-home-stats">
          <Statistic label="Sessions" value={sessions.data?.total} failed={sessions.isError} />
          <Statistic label="In My Agenda" value={agendaCount} failed={agendaError} />
          <Statistic label="New Updates" value={news.unread} failed={news.isError} />
        </dl>
      </section>

      <QuickAccess agendaCount={agendaCount ?? 0} unreadCount={news.unread ?? 0} />
      {yourDay}
      <NowAndNext conference={conference.data} conferenceError={conference.isError} />
      <LatestNews announcements={news.announcements} readIds={news.readIds} isError={news.isError} />
      <AccessibilityFeatures />
    </div>
  );
}
