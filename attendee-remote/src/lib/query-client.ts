import { ApiRequestError, onAccountChanged } from '@cc/api/client';
import { pageWasStale, serverData, whenInteractive } from '@cc/design-system';
import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query';
import { hasReadersPart } from './public-queries';

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

// A page rendered on the server starts from the answers it was drawn with, so hydration draws the same page. Those
// with a part of the reader's own were read anonymously: marked stale, so they are asked again with this visitor's
// cookie as soon as the page uses them. The others keep the time the server read them, and their staleTime.
const fromServer = serverData('attendee') as DehydratedState | undefined;
if (fromServer) {
  hydrate(queryClient, fromServer);
  void queryClient.invalidateQueries({ predicate: (query) => hasReadersPart(query.queryKey), refetchType: 'none' });
  // A page served while it was drawn again after a change (issue 36): every answer is asked again once the page is
  // live (not before, or hydration would draw "updating" where the server drew the page).
  if (pageWasStale()) whenInteractive(() => void queryClient.invalidateQueries());
}
