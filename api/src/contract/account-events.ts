/**
 * Sign-in, sign-up and sign-out happen in the shell or in the admin area, while the host and each remote keep
 * a query cache of their own. This window event tells every one of them that whose data they hold has changed,
 * so that no page goes on showing the previous person's agenda, read news or votes. "Sign out everywhere else"
 * sends it too: it replaces the account's calendar address, which a remote may hold. Browser-safe.
 */
export const ACCOUNT_CHANGED_EVENT = 'cc:account-changed';

/** The browser's window; undefined in Node, where the API never calls these. Typed without the DOM library. */
function browserWindow(): EventTarget | undefined {
  return (globalThis as { window?: EventTarget }).window;
}

export function notifyAccountChanged(): void {
  browserWindow()?.dispatchEvent(new Event(ACCOUNT_CHANGED_EVENT));
}

/** Calls `listener` after every sign-in, sign-up and sign-out in this window; returns the unsubscribe. */
export function onAccountChanged(listener: () => void): () => void {
  const target = browserWindow();
  target?.addEventListener(ACCOUNT_CHANGED_EVENT, listener);
  return () => target?.removeEventListener(ACCOUNT_CHANGED_EVENT, listener);
}
