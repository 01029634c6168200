import { notifyAccountChanged } from '@cc/api/client';
import type { AuthSessionState } from '@cc/api/contract';
import type { QueryClient } from '@tanstack/react-query';
import { accountSessionQueryKey } from '../api/account-session';

/**
 * After sign-in or sign-up the visitor's agenda, read news and votes are the account's (merged on the server):
 * every cached answer is refetched, the shell's here and each remote's own cache through the account event.
 */
export function refreshAfterSignIn(queryClient: QueryClient, session: AuthSessionState): void {
  queryClient.setQueryData<AuthSessionState>(accountSessionQueryKey, session);
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== accountSessionQueryKey[0] });
  notifyAccountChanged();
}

/**
 * After sign-out the account's answers must not stay on screen or in the cache: every query goes back to its
 * start and the ones in use load again, as the anonymous visitor's.
 */
export function refreshAfterSignOut(queryClient: QueryClient): void {
  queryClient.setQueryData<AuthSessionState>(accountSessionQueryKey, { user: null });
  void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== accountSessionQueryKey[0] });
  notifyAccountChanged();
}
