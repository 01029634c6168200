import type { QueryClient } from '@tanstack/react-query';
import { useAuthNoticeStore } from '../stores/auth-notice-store';
import { type AuthSession, sessionQueryKey } from '../types/auth-session';
import { messages } from './messages';

/**
 * Forgets the signed-in admin (admin.md §4 Logout). The login form then replaces the shell, and the
 * app drops the cached admin answers once the shell's queries have unmounted (app/admin-root.tsx).
 */
export function clearAdminSession(client: QueryClient): void {
  client.setQueryData<AuthSession>(sessionQueryKey, { user: null });
}

/**
 * An admin call was refused: 401 means the session ended ('Session expired', back to the login form); 403 means
 * the account is no longer an admin's ('Access denied...'): the session is read again, and the person, still
 * signed in, is told this area is for organisers.
 */
export function endAdminSession(client: QueryClient, reason: 'expired' | 'denied'): void {
  const session = client.getQueryData<AuthSession>(sessionQueryKey);
  // Only once, and only when an admin was signed in (calls still in flight after a logout do not count).
  if (session?.user?.role !== 'admin') return;
  const text = reason === 'expired' ? messages.sessionExpired : messages.accessDenied;
  useAuthNoticeStore.getState().show({ tone: 'error', text });
  clearAdminSession(client);
  if (reason === 'denied') void client.invalidateQueries({ queryKey: sessionQueryKey });
}
