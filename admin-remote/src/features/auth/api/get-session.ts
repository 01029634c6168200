import { apiRequest } from '@cc/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthNoticeStore } from '../stores/auth-notice-store';
import { type AuthSession, sessionQueryKey } from '../types/auth-session';
import { messages } from '../utils/messages';

export function getSession(): Promise<AuthSession> {
  return apiRequest<AuthSession>('GET', '/api/auth/session');
}

/**
 * The session as the admin area sees it. Only a user whose role is exactly 'admin' gets in (app/admin-root.tsx);
 * a signed-in attendee stays signed in and is told this area is for organisers (issue 21: opening /admin must not
 * sign anyone out of their account unasked). An admin session that has quietly ended since the last check is
 * reported as expired.
 */
async function getAdminSession(client: QueryClient): Promise<AuthSession> {
  const previous = client.getQueryData<AuthSession>(sessionQueryKey);
  let session: AuthSession;
  try {
    session = await getSession();
  } catch (error) {
    // A signed-in admin keeps working through a failed re-check; otherwise no access, and why.
    if (previous?.user) throw error;
    const text = error instanceof Error && error.message ? error.message : messages.loginFailed;
    useAuthNoticeStore.getState().show({ tone: 'error', text });
    return { user: null };
  }
  if (!session.user && previous?.user?.role === 'admin') {
    useAuthNoticeStore.getState().show({ tone: 'error', text: messages.sessionExpired });
  }
  return session;
}

export const adminSessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ client }) => getAdminSession(client),
  staleTime: 60_000,
  // A failed check means no access; the login form shows why (admin.md §6).
  retry: false,
});

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions);
}
