import { apiRequest } from '@cc/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthNoticeStore } from '../stores/auth-notice-store';
import { type AuthSession, sessionQueryKey } from '../types/auth-session';
import { messages } from '../utils/messages';
import { signOut } from './sign-out';

export function getSession(): Promise<AuthSession> {
  return apiRequest<AuthSession>('GET', '/api/auth/session');
}

/**
 * The admin's view of the session: only a user whose role is exactly 'admin' counts.
 * A signed-in non-admin is told so and signed out at once (admin.md §4, §6); an admin session that
 * has quietly ended since the last check is reported as expired.
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
  if (session.user && session.user.role !== 'admin') {
    useAuthNoticeStore.getState().show({ tone: 'error', text: messages.accessDenied });
    await signOut().catch(() => undefined);
    return { user: null };
  }
  if (!session.user && previous?.user) {
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
