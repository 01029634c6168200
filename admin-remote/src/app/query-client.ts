import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { endAdminSession } from '../features/auth/utils/end-admin-session';
import { isClientError, isForbidden, isUnauthorized } from '../lib/api-errors';
import '../lib/query-meta';

/**
 * A refused admin call (meta.adminCall) ends the admin session on this page. A 403 leaves the account signed in:
 * the person is told the area is for organisers and may sign out there themselves.
 */
function onAdminCallError(error: unknown, meta: Record<string, unknown> | undefined): void {
  if (!meta?.adminCall) return;
  if (isUnauthorized(error)) endAdminSession(queryClient, 'expired');
  if (isForbidden(error)) endAdminSession(queryClient, 'denied');
}

/** The admin area's one query client, created once per page load. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => onAdminCallError(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => onAdminCallError(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer will be the same next time; network and 5xx failures get two more tries.
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    },
  },
});
