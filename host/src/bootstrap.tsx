import '@cc/design-system/styles.css';
import './shell/shell.css';
import { applyPreferences, useConsent } from '@cc/design-system';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportWebVitalsWithConsent } from './analytics/report-web-vitals';
import { App, startApp } from './app';
import { registerServiceWorker } from './service-worker/register-service-worker';

// Before the first paint, so high contrast or large text never flashes in after the page appears.
applyPreferences(document);

// 'offlineFirst': ask even when the browser says it is offline, since the service worker answers from its cache.
const queryClient = new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst' } } });
const firstAttempt = startApp(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} firstAttempt={firstAttempt} />
  </StrictMode>,
);

registerServiceWorker();
// Nothing is loaded or sent without the visitor's consent to analytics cookies.
reportWebVitalsWithConsent({ consent: useConsent });
