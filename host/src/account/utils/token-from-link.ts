/**
 * The token of an emailed link (`…#token=abc`). It travels in the fragment, which browsers never send to a server;
 * once read it is taken out of the address bar and history, so it is not left behind on a shared computer. It is
 * kept here for the page's life, because the page may mount again after the address lost it.
 */
let lastToken = '';

export function takeTokenFromLink(): string {
  const match = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  if (match?.[1]) {
    lastToken = match[1];
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return lastToken;
}
