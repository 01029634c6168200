import { useHydrated } from '@cc/design-system';
import { type ComponentType, Suspense, use } from 'react';
import { ErrorBoundary } from '../error-boundary/error-boundary';
import { loadExposed } from './remote-registry';
import { useRemoteGeneration } from './use-remote-generation';

type BadgeName = 'NewsBadge' | 'AgendaCountBadge';
type NavBadges = Partial<Record<BadgeName, ComponentType>>;

/**
 * A badge from the attendee remote (it owns the data). While it loads, or if it cannot load or breaks, the link
 * simply has no badge: the navigation must never depend on a remote.
 */
export function NavBadge({ name }: { name: BadgeName }) {
  const generation = useRemoteGeneration('attendee');
  // Badges are this visitor's (unread news, agenda count): none in the server's HTML, so none while it hydrates.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <ErrorBoundary resetKeys={[generation]} fallback={() => null}>
      <Suspense fallback={null}>
        <RemoteBadge name={name} />
      </Suspense>
    </ErrorBoundary>
  );
}

function RemoteBadge({ name }: { name: BadgeName }) {
  const Badge = use(loadExposed<NavBadges>('attendee', 'nav-badges'))[name];
  return Badge ? <Badge /> : null;
}
