/** The page name reported for a path (attendee.md §2): the path without its leading slash, or 'home' for '/'. */
export function pageName(pathname: string): string {
  const trimmed = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === '' ? 'home' : trimmed;
}
