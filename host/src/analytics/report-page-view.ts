import { postUserAction } from '@cc/api/client';
import type { UserActionBody } from '@cc/api/contract';
import { useConsent } from '@cc/design-system';
import { pageName } from './page-name';

/**
 * A page view, only with the visitor's consent to analytics ("Reject All" means none is sent, and the server stores
 * none without the consent header). Fire-and-forget: a lost page view must never disturb the visitor.
 */
export function reportPageView(pathname: string, pageUrl: string): void {
  if (useConsent.getState().consent?.analytics !== true) return;
  const body: UserActionBody = { actionType: 'page_view', actionDetails: { page: pageName(pathname) }, pageUrl };
  postUserAction(body);
}
