import { announce, Button } from '@cc/design-system';
import { useEffect, useRef } from 'react';

interface Props {
  part: string;
  onRetry: () => void;
}

/** Shown inside the shell when a remote cannot load, so the navigation, footer and other remote keep working. */
export function RemoteUnavailable({ part, onRetry }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    announce(`This part of the app could not be loaded: ${part}.`, 'assertive');
    // Take focus only from <main>, where Retry leaves it; on a fresh page the skip link must stay first, and focus
    // is never pulled out of the menu.
    if (document.activeElement?.id === 'main-content') headingRef.current?.focus();
  }, [part]);

  return (
    <section className="cc-remote-unavailable" aria-labelledby="remote-unavailable-heading">
      <h1 id="remote-unavailable-heading" ref={headingRef} tabIndex={-1}>
        This part of the app could not be loaded.
      </h1>
      <p>
        Sorry, {part} could not be loaded. Check your internet connection and try again. The menu and the rest of the
        app still work.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
