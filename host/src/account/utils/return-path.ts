/** Where the account pages send people back to: the page they came from, never another site or an account page. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (from === '/account' || from.startsWith('/account/')) return '/';
  return from;
}
