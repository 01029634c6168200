/**
 * The queries whose answers are the same for every visitor (issue 28): the only ones the server asks while it
 * renders a page and sends with it. Everything else (bookmarks, agenda, read state, drafts, phrases, chair views)
 * is this visitor's: the server leaves it loading, and the browser asks for it with the visitor's cookie.
 */
const PUBLIC_ROOTS = new Set([
  'conference',
  'sessions',
  'session',
  'venues',
  'speakers',
  'speaker',
  'sponsors',
  'sponsor-adverts',
  'announcements',
  'questions',
  'presenter-resources',
  'starter-phrases',
]);

export function isPublicQuery(queryKey: readonly unknown[]): boolean {
  const [root, part] = queryKey;
  if (root === 'home') return part === 'announcements';
  return typeof root === 'string' && PUBLIC_ROOTS.has(root);
}
