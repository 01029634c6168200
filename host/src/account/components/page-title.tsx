/** Same suffix as the remotes' pages, so a tab or window says which app it belongs to. */
const APP_NAME = 'Conference Companion';

/** React 19 hoists a <title> rendered anywhere into the document head. */
export function PageTitle({ page }: { page: string }) {
  return <title>{`${page} – ${APP_NAME}`}</title>;
}
