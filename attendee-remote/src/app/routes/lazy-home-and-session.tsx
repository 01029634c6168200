/**
 * The session page, loaded as its own chunk when first visited. (Home comes with the routes: it is where most
 * visits start, and a chunk of its own would cost the first page a round trip.)
 */
import { LoadingIndicator } from '@cc/design-system';
import { lazy, Suspense } from 'react';

const SessionDetailRoute = lazy(() =>
  import('./session-detail-route').then((module) => ({ default: module.SessionDetailRoute })),
);

export function LazySessionDetailRoute() {
  return (
    <Suspense fallback={<LoadingIndicator size="large" message="Loading session details..." />}>
      <SessionDetailRoute />
    </Suspense>
  );
}
