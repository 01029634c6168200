import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { NotFoundPage } from '../features/placeholder/components/not-found-page';
import { PlaceholderPage } from '../features/placeholder/components/placeholder-page';
import { ProgrammeRoute } from './routes/programme-route';

/** Pages of later releases: path (relative to where the host mounts us) and page name. */
const PLACEHOLDERS: readonly { path: string; name: string }[] = [
  { path: 'timetable', name: 'Conference Timetable' },
  { path: 'session/:sessionId', name: 'Session Details' },
  { path: 'my-agenda', name: 'My Agenda' },
  { path: 'map', name: 'Venue Map' },
  { path: 'announcements', name: 'Conference News & Announcements' },
  { path: 'qa', name: 'Questions & Answers' },
  { path: 'qa/:sessionId', name: 'Questions & Answers' },
  { path: 'sponsors', name: 'Our Sponsors' },
  { path: 'about', name: 'About' },
  { path: 'privacy-policy', name: 'Privacy and Cookie Policy' },
];

/** Every attendee path. The host renders this under "/*" inside its router and <main>. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = (element: ReactNode) => <ErrorBoundary resetKey={pathname}>{element}</ErrorBoundary>;
  return (
    <Routes>
      <Route index element={page(<PlaceholderPage name="Home" />)} />
      <Route path="programme" element={page(<ProgrammeRoute />)} />
      {PLACEHOLDERS.map(({ path, name }) => (
        <Route key={path} path={path} element={page(<PlaceholderPage name={name} />)} />
      ))}
      <Route path="*" element={page(<NotFoundPage />)} />
    </Routes>
  );
}
