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
  // The room screen (issue 37): drawn by the server, then asked again at once (below), as it changes by the second.
  'room',
]);

export function isPublicQuery(queryKey: readonly unknown[]): boolean {
  const [root, part] = queryKey;
  if (root === 'home') return part === 'announcements';
  return typeof root === 'string' && PUBLIC_ROOTS.has(root);
}

/**
 * Public answers with a part that is the reader's own (a question's `voted`, the reader's own pending links), or that
 * change by the second (the room screen's): the server read them anonymously or a while ago, so the browser asks
 * again at once. The rest are asked again when their own
 * staleTime says so, counted from when the server read them.
 */
const PERSONALISED_ROOTS = new Set(['questions', 'presenter-resources', 'room']);

export function hasReadersPart(queryKey: readonly unknown[]): boolean {
  return typeof queryKey[0] === 'string' && PERSONALISED_ROOTS.has(queryKey[0]);
}
