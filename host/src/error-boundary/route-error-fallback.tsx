import { Button } from '@cc/design-system';
import { useEffect, useRef } from 'react';

interface Props {
  reset: () => void;
}

/** The spec's route-level error screen: 'Try Again' resets the boundary, 'Refresh Page' reloads. */
export function RouteErrorFallback({ reset }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="cc-route-error" role="alert" aria-labelledby="route-error-heading">
      <h1 id="route-error-heading" ref={headingRef} tabIndex={-1}>
        Something went wrong
      </h1>
      <p>This page stopped working. You can try again, or refresh the page to start it afresh.</p>
      <div className="cc-button-row">
        <Button onClick={reset}>Try Again</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </section>
  );
}
