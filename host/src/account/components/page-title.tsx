import { DocumentTitle } from '@cc/design-system';

/** Same suffix as the remotes' pages, so a tab or window says which app it belongs to. */
const APP_NAME = 'Conference Companion';

export function PageTitle({ page }: { page: string }) {
  return <DocumentTitle>{`${page} – ${APP_NAME}`}</DocumentTitle>;
}
