import '@cc/design-system/styles.css';
import './shell/shell.css';
import { applyPreferences, pageWasStale, serverData, useConsent, whenInteractive } from '@cc/design-system';
import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reportWebVitalsWithConsent } from './analytics/report-web-vitals';
import { App, startApp } from './app';
import { pageWasServerRendered } from './server-rendering/page-was-server-rendered';
import { registerServiceWorker } from './service-worker/register-service-worker';

// Before the first paint, so high contrast or large text never flashes in after the page appears.
applyPreferences(document);

// 'offlineFirst': ask even when the browser says it is offline, since the service worker answers from its cache.
const queryClient = new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst' } } });
const fromServer = serverData('host') as DehydratedState | undefined;
if (fromServer) {
  hydrate(queryClient, fromServer);
  // Served while it was drawn again after a change (issue 36): asked again once the page is live.
  if (pageWasStale()) whenInteractive(() => void queryClient.invalidateQueries());
}
const firstAttempt = startApp(queryClient);

const app = (
  <StrictMode>
    <App queryClient={queryClient} firstAttempt={firstAttempt} />
  </StrictMode>
);
const root = document.getElementById('root')!;
// A page that arrived as HTML (issue 28) is taken over where it stands; otherwise drawn from nothing.
if (pageWasServerRendered) hydrateRoot(root, app);
else createRoot(root).render(app);

registerServiceWorker();
// Nothing is loaded or sent without the visitor's consent to analytics cookies.
reportWebVitalsWithConsent({ consent: useConsent });
