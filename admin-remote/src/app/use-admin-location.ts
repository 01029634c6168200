import { useMemo, useSyncExternalStore } from 'react';
import { type AdminLocation, parseAdminHash, subscribeToHash } from '../lib/admin-hash';

const readHash = () => window.location.hash;

/** The admin location read from the URL hash, kept current on links, Back/Forward and goToAdminTab. */
export function useAdminLocation(): AdminLocation {
  const hash = useSyncExternalStore(subscribeToHash, readHash, () => '');
  return useMemo(() => parseAdminHash(hash), [hash]);
}
