import { LoadingIndicator } from '@cc/design-system';
import { type ComponentType, type ReactNode, Suspense, use, useContext } from 'react';
import { ErrorBoundary } from '../error-boundary/error-boundary';
import { MarkInteractive } from '../server-rendering/mark-interactive';
import { ServerRemotes } from '../server-rendering/server-remotes';
import { isLoadFailure } from './is-load-failure';
import { REMOTE_PARTS } from './remote-parts';
import { loadExposed, type RemoteName, retryRemote } from './remote-registry';
import { RemoteUnavailable } from './remote-unavailable';
import { useRemoteGeneration } from './use-remote-generation';

interface Props {
  remote: RemoteName;
  /** The exposed module, whose default export is a component (e.g. 'routes', 'admin-app'). */
  expose: string;
}

interface OutletProps extends Props {
  /** Drawn while the remote loads, instead of a plain loading message (at "/": Home's introduction). */
  placeholder?: ReactNode;
}

/** Renders a remote's exposed component with its own loading state and its own failure message with Retry. */
export function RemoteOutlet({ remote, expose, placeholder }: OutletProps) {
  const generation = useRemoteGeneration(remote);
  const part = REMOTE_PARTS[remote];

  const retry = () => {
    // Keep focus inside the page while the button goes away; the message or the page takes it from here.
    document.getElementById('main-content')?.focus();
    retryRemote(remote);
  };

  return (
    <ErrorBoundary
      resetKeys={[remote, expose, generation]}
      fallback={({ error }) => {
        // A bug inside the remote is not a loading problem: hand it to the route-level boundary.
        if (!isLoadFailure(error)) throw error;
        return (
          <>
            <RemoteUnavailable part={part} onRetry={retry} />
            <MarkInteractive />
          </>
        );
      }}
    >
      <Suspense fallback={placeholder ?? <LoadingIndicator size="large" message={`Loading ${part}...`} />}>
        <RemoteComponent remote={remote} expose={expose} />
        <MarkInteractive />
      </Suspense>
    </ErrorBoundary>
  );
}

function RemoteComponent({ remote, expose }: Props) {
  const onServer = useContext(ServerRemotes)?.[remote]?.[expose] as { default: ComponentType } | undefined;
  const module = onServer ?? use(loadExposed<{ default: ComponentType }>(remote, expose));
  const Component = module.default;
  return <Component />;
}
