import { ApiRequestError, onAccountChanged } from '@cc/api/client';
import { serverData } from '@cc/design-system';
import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query';

/**
 * The remote's one cache. Both exposed modules (routes and nav badges) render in the host's tree
 * and wrap themselves in a provider for this client, so the nav's agenda count and the programme's
 * bookmark buttons read the same bookmark data and update together.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // Ask even when the browser says it is offline: the service worker answers from its cache. ('online', the
      // default, would leave every page loading forever offline.)
      networkMode: 'offlineFirst',
      // A 4xx will not get better by asking again; a network blip or 5xx might.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500),
    },
  },
});

// Someone signed in or out (in the shell or the admin area): what this cache holds was the previous person's.
onAccountChanged(() => {
  void queryClient.resetQueries();
});

// A page rendered on the server starts from the answers it was drawn with, so hydration draws the same page. They
// were read anonymously and may be minutes old: marked stale, so each is asked again, with this visitor's cookie,
// as soon as a page uses it (a question's `voted`, say).
const fromServer = serverData('attendee') as DehydratedState | undefined;
if (fromServer) {
  hydrate(queryClient, fromServer);
  void queryClient.invalidateQueries({ refetchType: 'none' });
}
