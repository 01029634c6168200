/**
 * Whether the browser believes it has a network, kept current by the `online` and `offline` events.
 * `navigator.onLine` can say "online" on a Wi-Fi with no route out, so callers still handle failed requests;
 * this hook is for saying plainly, before someone tries, that a page needs the network.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// Server rendering and tests without a navigator assume a network.
const assumeOnline = () => true;

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, assumeOnline);
}
