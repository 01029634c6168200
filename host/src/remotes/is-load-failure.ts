import { RemoteLoadError } from './remote-registry';

/**
 * Failures to fetch code (the remote's entry, or a chunk the remote loads lazily later) as opposed to bugs in it:
 * these get 'could not be loaded' with Retry; bugs go to the route-level 'Something went wrong'.
 */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof RemoteLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .+ failed/i.test(error.message);
}
