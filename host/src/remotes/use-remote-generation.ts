import { useSyncExternalStore } from 'react';
import { type RemoteName, remoteGeneration, subscribeToRetries } from './remote-registry';

/** Changes after each Retry of the remote, so everything that uses it loads again. */
export function useRemoteGeneration(remote: RemoteName): number {
  return useSyncExternalStore(
    subscribeToRetries,
    () => remoteGeneration(remote),
    () => 0,
  );
}
