/** Suffix of every document title, so a tab or window says which app it belongs to. */
export const APP_NAME = 'Conference Companion';

export function pageTitle(page: string): string {
  return `${page} – ${APP_NAME}`;
}

/** React 19 hoists a <title> rendered anywhere into the document head. */
export function PageTitle({ page }: { page: string }) {
  return <title>{pageTitle(page)}</title>;
}
