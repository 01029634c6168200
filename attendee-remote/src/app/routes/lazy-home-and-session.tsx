/**
 * The session page, loaded as its own chunk when first visited. (Home comes with the routes: it is where most
 * visits start, and a chunk of its own would cost the first page a round trip.)
 */
import { LoadingIndicator } from '@cc/design-system';
import { Suspense } from 'react';
import { lazyPage } from '../lazy-page';

const SessionDetailRoute = lazyPage(() => import('./session-detail-route').then((module) => module.SessionDetailRoute));

export function LazySessionDetailRoute() {
  return (
    <Suspense fallback={<LoadingIndicator size="large" message="Loading session details..." />}>
      <SessionDetailRoute />
    </Suspense>
  );
}
