import { ApiRequestError } from '@cc/api/client';
import { QueryClient } from '@tanstack/react-query';

/**
 * The remote's one cache. Both exposed modules (routes and nav badges) render in the host's tree
 * and wrap themselves in a provider for this client, so the nav's agenda count and the programme's
 * bookmark buttons read the same bookmark data and update together.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A 4xx will not get better by asking again; a network blip or 5xx might.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500),
    },
  },
});
