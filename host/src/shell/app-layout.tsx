import { isBarePage } from '@cc/api/contract';
import { inNextTask, LoadingIndicator, SkipLink } from '@cc/design-system';
import { lazy, Suspense, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { usePageViewReporting } from '../analytics/use-page-view-reporting';
import { CookieBanner } from '../cookie-banner/cookie-banner';
import { ErrorBoundary } from '../error-boundary/error-boundary';
import { RouteErrorFallback } from '../error-boundary/route-error-fallback';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { MarkInteractive } from '../server-rendering/mark-interactive';
import { HomeFirstPaint } from './home-first-paint';
import { InNextTask } from './in-next-task';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StartRemotesAfterPaint } from './start-remotes-after-paint';
import { StoredDataNotice } from './stored-data-notice';
import { useRouteFocus } from './use-route-focus';

/**
 * The account pages (sign in, sign up) in a chunk of their own: most visits never open them, and every visit would
 * otherwise download and run them before the shell first draws.
 */
const AccountRoutes = lazy(() =>
  import('../account/components/account-routes').then(({ AccountRoutes }) => inNextTask({ default: AccountRoutes })),
);

/**
 * The shell around every page: skip link first, then consent, header, the routes in <main>, and the footer. A bare
 * page (contract/bare-pages.ts: the room screen on a projector) has only the skip link and <main>, edge to edge.
 */
export function AppLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const bare = isBarePage(pathname);
  useRouteFocus(mainRef);
  usePageViewReporting();

  return (
    <div className={bare ? 'cc-app cc-app--bare' : 'cc-app'}>
      <SkipLink />
      {!bare && <CookieBanner />}
      {!bare && <SiteHeader />}
      <main id="main-content" ref={mainRef} tabIndex={-1} className={bare ? 'cc-main cc-main--bare' : 'cc-main'}>
        {!bare && <StoredDataNotice />}
        {/* A new path clears the error, so the navigation always gets people out of a broken page. */}
        <ErrorBoundary resetKeys={[pathname]} fallback={({ reset }) => <RouteErrorFallback reset={reset} />}>
          <InNextTask>
            <Routes>
              {/* Keys: React would otherwise reuse one outlet, and its error state, for both remotes. */}
              <Route path="/admin/*" element={<RemoteOutlet key="admin" remote="admin" expose="admin-app" />} />
              <Route
                path="/account/*"
                element={
                  <Suspense fallback={<LoadingIndicator size="large" message="Loading your account..." />}>
                    <AccountRoutes />
                    <MarkInteractive />
                  </Suspense>
                }
              />
              <Route
                path="*"
                element={
                  <RemoteOutlet
                    key="attendee"
                    remote="attendee"
                    expose="routes"
                    placeholder={pathname === '/' ? <HomeFirstPaint /> : undefined}
                  />
                }
              />
            </Routes>
          </InNextTask>
        </ErrorBoundary>
        {/* After the routes' first draw (timers run in order): the remotes run once that is on screen. */}
        <InNextTask>
          <StartRemotesAfterPaint />
        </InNextTask>
      </main>
      {!bare && <SiteFooter />}
    </div>
  );
}
