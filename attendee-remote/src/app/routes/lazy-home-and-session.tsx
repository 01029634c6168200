/** Home and the session page, each loaded as its own chunk when first visited. */
import { LoadingIndicator } from '@cc/design-system';
import { lazy, Suspense } from 'react';

const HomeRoute = lazy(() => import('./home-route').then((module) => ({ default: module.HomeRoute })));
const SessionDetailRoute = lazy(() =>
  import('./session-detail-route').then((module) => ({ default: module.SessionDetailRoute })),
);

export function LazyHomeRoute() {
  return (
    <Suspense fallback={<LoadingIndicator size="large" message="Loading..." />}>
      <HomeRoute />
    </Suspense>
  );
}

export function LazySessionDetailRoute() {
  return (
    <Suspense fallback={<LoadingIndicator size="large" message="Loading session details..." />}>
      <SessionDetailRoute />
    </Suspense>
  );
}
