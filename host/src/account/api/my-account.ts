import { apiRequest, notifyAccountChanged } from '@cc/api/client';
import type {
  AcceptInvitationBody,
  AccountSessionList,
  ChairInvitationSessionsBody,
  ChairSessionList,
  ChangePasswordBody,
  DeleteAccountBody,
  EndOtherSessionsBody,
  PlainMessage,
} from '@cc/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAfterSignOut } from '../utils/refresh-queries';

/** Where "Download my data" points: the browser saves the JSON answer as a file (Content-Disposition). */
export const ACCOUNT_DATA_URL = '/api/account/data';

const sessionsKey = ['account', 'sessions'] as const;

/** GET /api/account/sessions: the account's signed-in sessions, this one marked. */
export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: () => apiRequest<AccountSessionList>('GET', '/api/account/sessions'),
  });
}

/**
 * POST /api/account/sessions/end-others (the password asked again; 400 WRONG_PASSWORD, 429 after five wrong):
 * every session but this one ends, and so does the calendar address. The remotes are told, so that none goes on
 * showing the old address.
 */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndOtherSessionsBody) =>
      apiRequest<PlainMessage>('POST', '/api/account/sessions/end-others', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
      notifyAccountChanged();
    },
  });
}

/** POST /api/account/password: 400 WRONG_PASSWORD or INVALID_PASSWORD; the other sessions end. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiRequest<PlainMessage>('POST', '/api/account/password', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** DELETE /api/account: the account and its data go; this browser is signed out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiRequest<void>('DELETE', '/api/account', body),
    onSuccess: () => refreshAfterSignOut(queryClient),
  });
}

/** POST /api/auth/invitations/accept: the invitee's admin account is made with the password they chose. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) => apiRequest<PlainMessage>('POST', '/api/auth/invitations/accept', body),
  });
}

/**
 * POST /api/auth/invitations/chair-sessions (issue 35): the sessions a chair invitation is for, to name them on its
 * page. A read, sent as a POST so that the token stays out of addresses and logs; 400 when the link does not work.
 */
export function useChairInvitationSessions(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['chair-invitation-sessions', token],
    queryFn: () =>
      apiRequest<ChairSessionList>('POST', '/api/auth/invitations/chair-sessions', {
        token,
      } satisfies ChairInvitationSessionsBody),
    enabled: enabled && token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
