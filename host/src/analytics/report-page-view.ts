import { apiRequest } from '@cc/api/client';
import type { UserActionBody } from '@cc/api/contract';
import { pageName } from './page-name';

/** Fire-and-forget: a lost page view must never disturb the visitor, so every failure is swallowed. */
export function reportPageView(pathname: string, pageUrl: string): void {
  const body: UserActionBody = { actionType: 'page_view', actionDetails: { page: pageName(pathname) }, pageUrl };
  apiRequest<void>('POST', '/api/user-actions', body).catch(() => {});
}
