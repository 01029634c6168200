import { apiRequest } from '@cc/api/client';
import type { EraseAttendeeBody, InviteAdminBody, PlainMessage } from '@cc/api/contract';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/invitations: the invitee gets an email link and chooses their own password. */
export function useInviteAdmin() {
  return useMutation({
    mutationFn: (body: InviteAdminBody) => apiRequest<PlainMessage>('POST', '/api/admin/invitations', body),
    meta: { adminCall: true },
  });
}

/** POST /api/admin/attendees/erase: an attendee's account and data, erased on their request. */
export function useEraseAttendee() {
  return useMutation({
    mutationFn: (body: EraseAttendeeBody) => apiRequest<PlainMessage>('POST', '/api/admin/attendees/erase', body),
    meta: { adminCall: true },
  });
}
