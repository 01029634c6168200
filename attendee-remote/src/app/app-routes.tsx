import { LoadingIndicator } from '@cc/design-system';
import { type ReactNode, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { useProgrammeLive } from '../features/live-programme/hooks/use-programme-live';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { lazyPage } from './lazy-page';
import { HomeRoute } from './routes/home-route';
import { LazySessionDetailRoute } from './routes/lazy-home-and-session';
import { ProgrammeRoute } from './routes/programme-route';
import { SessionRemindersHost } from './session-reminders-host';

// Each page its own chunk, loaded when first visited (lazyPage); Home and the programme, where most visits start,
// come with the routes themselves, a round trip sooner.
const TimetablePage = lazyPage(() =>
  import('../features/timetable/components/timetable-page').then((m) => m.TimetablePage),
);
const MapPage = lazyPage(() => import('../features/venue-map/components/map-page').then((m) => m.MapPage));
const VenuePage = lazyPage(() => import('../features/venue-map/components/venue-page').then((m) => m.VenuePage));
const SponsorsPage = lazyPage(() =>
  import('../features/sponsors/components/sponsors-page').then((m) => m.SponsorsPage),
);
const SpeakersPage = lazyPage(() =>
  import('../features/speakers/components/speakers-page').then((m) => m.SpeakersPage),
);
const SpeakerPage = lazyPage(() => import('../features/speakers/components/speaker-page').then((m) => m.SpeakerPage));
const AboutPage = lazyPage(() => import('../features/about/components/about-page').then((m) => m.AboutPage));
const PrivacyPage = lazyPage(() => import('../features/privacy/components/privacy-page').then((m) => m.PrivacyPage));

const AccessibilityStatementPage = lazyPage(() =>
  import('../features/accessibility-statement/components/accessibility-statement-page').then(
    (m) => m.AccessibilityStatementPage,
  ),
);

const NewsPage = lazyPage(() => import('../features/news/components/news-page').then((m) => m.NewsPage));
const QaPage = lazyPage(() => import('./routes/qa-route').then((m) => m.QaRoute));

const ChairSessionsPage = lazyPage(() =>
  import('../features/chair/components/chair-sessions-page').then((m) => m.ChairSessionsPage),
);
const ChairSessionPage = lazyPage(() =>
  import('../features/chair/components/chair-session-page').then((m) => m.ChairSessionPage),
);

const RoomPage = lazyPage(() => import('../features/room/components/room-page').then((m) => m.RoomPage));

const MyAgendaRoute = lazyPage(() => import('./routes/my-agenda-route').then((m) => m.MyAgendaRoute));

/** Every attendee path. The host renders this under "/*" inside its router and <main>. */
export function AppRoutes() {
  const { pathname } = useLocation();
  useProgrammeLive(pathname);
  const page = (element: ReactNode) => (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingIndicator size="large" message="Loading page..." />}>{element}</Suspense>
    </ErrorBoundary>
  );
  // Home comes with the routes, and its first draw waits only for the conference (useConferenceWhenKnown). With no
  // boundary of ours around it, that wait is the host's: the host keeps the introduction it drew before this remote
  // loaded until Home draws the same one, rather than a loading message flashing between the two.
  const home = (
    <ErrorBoundary resetKey={pathname}>
      <HomeRoute />
    </ErrorBoundary>
  );
  return (
    <>
      <SessionRemindersHost />
      <Routes>
        <Route index element={home} />
        <Route path="session/:sessionId" element={page(<LazySessionDetailRoute />)} />
        <Route path="programme" element={page(<ProgrammeRoute />)} />
        <Route path="my-agenda" element={page(<MyAgendaRoute />)} />
        <Route path="timetable" element={page(<TimetablePage />)} />
        <Route path="map" element={page(<MapPage />)} />
        <Route path="map/:slug" element={page(<VenuePage />)} />
        <Route path="sponsors" element={page(<SponsorsPage />)} />
        <Route path="speakers" element={page(<SpeakersPage />)} />
        <Route path="speakers/:slug" element={page(<SpeakerPage />)} />
        <Route path="about" element={page(<AboutPage />)} />
        <Route path="privacy-policy" element={page(<PrivacyPage />)} />
        <Route path="accessibility" element={page(<AccessibilityStatementPage />)} />
        <Route path="announcements" element={page(<NewsPage />)} />
        <Route path="qa" element={page(<QaPage />)} />
        <Route path="qa/:sessionId" element={page(<QaPage />)} />
        <Route path="room/:sessionId" element={page(<RoomPage />)} />
        <Route path="chair" element={page(<ChairSessionsPage />)} />
        <Route path="chair/:sessionId" element={page(<ChairSessionPage />)} />
        <Route path="*" element={page(<NotFoundPage />)} />
      </Routes>
    </>
  );
}
