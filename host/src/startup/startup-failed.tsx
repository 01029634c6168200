import { Button } from '@cc/design-system';
import { useEffect, useRef } from 'react';

interface Props {
  problem: 'config' | 'api';
  onRetry: () => void;
}

const MESSAGES = {
  api: {
    heading: 'The conference app cannot reach its server',
    body: 'The server may be busy or your connection may be down. Check your internet connection, then try again.',
  },
  config: {
    heading: 'The conference app could not start',
    body: 'Its settings could not be loaded. Please try again in a moment.',
  },
} as const;

/** Instead of a blank page when start-up fails: what happened, and a Retry that runs start-up again. */
export function StartupFailed({ problem, onRetry }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const message = MESSAGES[problem];
  return (
    <main id="main-content" className="cc-startup-failed">
      <div role="alert">
        <h1 ref={headingRef} tabIndex={-1}>
          {message.heading}
        </h1>
        <p>{message.body}</p>
      </div>
      <Button onClick={onRetry}>Retry</Button>
    </main>
  );
}
