import { postUserAction } from '@cc/api/client';
import type { UserActionBody } from '@cc/api/contract';
import { useConsent } from '@cc/design-system';

/**
 * Logs what the visitor did, only with their consent to analytics (issue 27); the server keeps it only for
 * signed-in users. A failure must never disturb the page (attendee.md §8: action logging failure is ignored).
 */
export function recordUserAction(
  actionType: UserActionBody['actionType'],
  actionDetails: UserActionBody['actionDetails'],
): void {
  if (useConsent.getState().consent?.analytics !== true) return;
  postUserAction({ actionType, actionDetails, pageUrl: window.location.href });
}
