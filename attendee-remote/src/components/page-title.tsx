import { DocumentTitle } from '@cc/design-system';
/** Suffix of every document title, so a tab or window says which app it belongs to. */
export const APP_NAME = 'Conference Companion';

export function pageTitle(page: string): string {
  return `${page} – ${APP_NAME}`;
}

export function PageTitle({ page }: { page: string }) {
  return <DocumentTitle>{pageTitle(page)}</DocumentTitle>;
}
