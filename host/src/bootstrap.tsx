import '@cc/design-system/styles.css';
import './shell/shell.css';
import { applyPreferences } from '@cc/design-system';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './app';
import { registerServiceWorker } from './service-worker/register-service-worker';

// Before the first paint, so high contrast or large text never flashes in after the page appears.
applyPreferences(document);

const queryClient = new QueryClient();
const firstAttempt = startApp(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} firstAttempt={firstAttempt} />
  </StrictMode>,
);

registerServiceWorker();
