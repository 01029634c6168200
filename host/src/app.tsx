import { LiveRegion, LoadingIndicator } from '@cc/design-system';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, use, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { registerAppRemotes } from './remotes/remote-registry';
import { AppLayout } from './shell/app-layout';
import { CONFERENCE_QUERY_KEY } from './shell/use-conference';
import { runStartup, type StartupResult } from './startup/run-startup';
import type { RuntimeConfig } from './startup/runtime-config';
import { StartupFailed } from './startup/startup-failed';

export const STARTUP_MESSAGE = 'Loading the conference app...';

/**
 * Start-up plus what the shell needs from it: remotes registered and the conference configuration cached. The
 * remotes themselves load once the shell is on screen (remotes/remote-registry.ts, startRemotes).
 */
export function startApp(queryClient: QueryClient): Promise<StartupResult> {
  const onConfig = (config: RuntimeConfig) => registerAppRemotes(config);
  return runStartup(onConfig).then((result) => {
    if (result.ok && result.conference) queryClient.setQueryData(CONFERENCE_QUERY_KEY, result.conference);
    return result;
  });
}

interface Props {
  queryClient: QueryClient;
  /** Started before React renders, so start-up runs once (StrictMode renders twice in development). */
  firstAttempt: Promise<StartupResult>;
  /** The router: the browser's, or the server's StaticRouter for the page it renders (server-entry.tsx). */
  router?: ComponentType<{ children: ReactNode }>;
}

export function App({ queryClient, firstAttempt, router = BrowserRouter }: Props) {
  const [attempt, setAttempt] = useState(firstAttempt);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Mounted once, before anything can announce, and kept for the app's whole life. */}
      <LiveRegion />
      <Suspense fallback={<LoadingIndicator fullScreen size="large" message={STARTUP_MESSAGE} />}>
        <Started attempt={attempt} router={router} onRetry={() => setAttempt(startApp(queryClient))} />
      </Suspense>
    </QueryClientProvider>
  );
}

interface StartedProps {
  attempt: Promise<StartupResult>;
  router: ComponentType<{ children: ReactNode }>;
  onRetry: () => void;
}

function Started({ attempt, router: Router, onRetry }: StartedProps) {
  const result = use(attempt);
  if (!result.ok) return <StartupFailed problem={result.problem} onRetry={onRetry} />;
  return (
    <Router>
      <AppLayout />
    </Router>
  );
}
