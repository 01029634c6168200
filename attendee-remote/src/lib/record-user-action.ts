import { apiRequest } from '@cc/api/client';
import type { UserActionBody } from '@cc/api/contract';

/**
 * Logs what the visitor did. The server keeps it only for signed-in users; a failure must never
 * disturb the page (attendee.md §8: action logging failure is ignored), so nothing is awaited.
 */
export function recordUserAction(
  actionType: UserActionBody['actionType'],
  actionDetails: UserActionBody['actionDetails'],
): void {
  const body: UserActionBody = { actionType, actionDetails, pageUrl: window.location.href };
  apiRequest<void>('POST', '/api/user-actions', body).catch(() => undefined);
}
