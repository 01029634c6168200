import { LoadingIndicator } from '@cc/design-system';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { HomeRoute } from './routes/home-route';
import { LazySessionDetailRoute } from './routes/lazy-home-and-session';
import { ProgrammeRoute } from './routes/programme-route';

// Each page its own chunk, loaded when first visited; Home and the programme, where most visits start, come with
// the routes themselves, a round trip sooner.
const TimetablePage = lazy(() =>
  import('../features/timetable/components/timetable-page').then((m) => ({ default: m.TimetablePage })),
);
const MapPage = lazy(() => import('../features/venue-map/components/map-page').then((m) => ({ default: m.MapPage })));
const SponsorsPage = lazy(() =>
  import('../features/sponsors/components/sponsors-page').then((m) => ({ default: m.SponsorsPage })),
);
const AboutPage = lazy(() => import('../features/about/components/about-page').then((m) => ({ default: m.AboutPage })));
const PrivacyPage = lazy(() =>
  import('../features/privacy/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);

const AccessibilityStatementPage = lazy(() =>
  import('../features/accessibility-statement/components/accessibility-statement-page').then((m) => ({
    default: m.AccessibilityStatementPage,
  })),
);

const NewsPage = lazy(() => import('../features/news/components/news-page').then((m) => ({ default: m.NewsPage })));
const QaPage = lazy(() => import('../features/qa/components/qa-page').then((m) => ({ default: m.QaPage })));

const MyAgendaRoute = lazy(() => import('./routes/my-agenda-route').then((m) => ({ default: m.MyAgendaRoute })));

/** Every attendee path. The host renders this under "/*" inside its router and <main>. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = (element: ReactNode) => (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingIndicator size="large" message="Loading page..." />}>{element}</Suspense>
    </ErrorBoundary>
  );
  return (
    <Routes>
      <Route index element={page(<HomeRoute />)} />
      <Route path="session/:sessionId" element={page(<LazySessionDetailRoute />)} />
      <Route path="programme" element={page(<ProgrammeRoute />)} />
      <Route path="my-agenda" element={page(<MyAgendaRoute />)} />
      <Route path="timetable" element={page(<TimetablePage />)} />
      <Route path="map" element={page(<MapPage />)} />
      <Route path="sponsors" element={page(<SponsorsPage />)} />
      <Route path="about" element={page(<AboutPage />)} />
      <Route path="privacy-policy" element={page(<PrivacyPage />)} />
      <Route path="accessibility" element={page(<AccessibilityStatementPage />)} />
      <Route path="announcements" element={page(<NewsPage />)} />
      <Route path="qa" element={page(<QaPage />)} />
      <Route path="qa/:sessionId" element={page(<QaPage />)} />
      <Route path="*" element={page(<NotFoundPage />)} />
    </Routes>
  );
}
