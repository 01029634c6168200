import { apiRequest, onAccountChanged } from '@cc/api/client';
import type { AuthSessionState, PublicUser } from '@cc/api/contract';
import { useHydrated } from '@cc/design-system';
import { type QueryClient, useQuery } from '@tanstack/react-query';

/** The shell's view of who is signed in (GET /api/auth/session). */
export const accountSessionQueryKey = ['account', 'session'] as const;

export function getAccountSession(): Promise<AuthSessionState> {
  return apiRequest<AuthSessionState>('GET', '/api/auth/session');
}

/** The signed-in user, null when anonymous, undefined until known. */
export function useAccountUser(): PublicUser | null | undefined {
  const { data } = useQuery({ queryKey: accountSessionQueryKey, queryFn: getAccountSession, staleTime: 60_000 });
  // A page drawn on the server knows no one (issue 28): while it hydrates, not known yet, as it was drawn.
  const hydrated = useHydrated();
  if (data === undefined || !hydrated) return undefined;
  return data?.user ?? null;
}

/** What the header shows for the user: their name, else their email. */
export function accountLabel(user: PublicUser): string {
  return user.name.trim() || user.email;
}

/**
 * Keeps the shell's answer in step with sign-in and sign-out elsewhere: in the admin area, which has a query
 * cache of its own, or in another part of the shell. Returns the unsubscribe.
 */
export function followAccountChanges(queryClient: QueryClient): () => void {
  return onAccountChanged(() => {
    void queryClient.invalidateQueries({ queryKey: accountSessionQueryKey });
  });
}
