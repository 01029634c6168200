import type { PublicUser } from '@cc/api/contract';
import { apiRequest } from '@cc/api/client';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthNoticeStore } from '../stores/auth-notice-store';
import { messages } from '../utils/messages';
import { signOut } from './sign-out';

/** GET /api/auth/session: who the session cookie belongs to, if anyone. */
export interface AuthSession {
  user: PublicUser | null;
  expiresAt?: string;
}

export const sessionQueryKey = ['auth', 'session'] as const;

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
  const session = await getSession();
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
