import { type ReactNode, useEffect, useState } from 'react';
import { pageWasServerRendered } from '../server-rendering/page-was-server-rendered';

/**
 * Draws its children one task after it first appears. The shell and the page of a first visit are otherwise drawn
 * in one task (the page's code is usually loaded by the time start-up ends), which Lighthouse measured at 40-80 ms
 * on this machine; apart, each stays short enough not to hold back a tap, and the header is on screen sooner.
 * A page that arrived as HTML is already drawn: there the children come at once, to hydrate that HTML.
 */
export function InNextTask({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(pageWasServerRendered);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? children : null;
}
