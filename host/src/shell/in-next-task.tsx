import { type ReactNode, useEffect, useState } from 'react';

/**
 * Draws its children one task after it first appears. The shell and the page of a first visit are otherwise drawn
 * in one task (the page's code is usually loaded by the time start-up ends), which Lighthouse measured at 40-80 ms
 * on this machine; apart, each stays short enough not to hold back a tap, and the header is on screen sooner.
 */
export function InNextTask({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : null;
}
