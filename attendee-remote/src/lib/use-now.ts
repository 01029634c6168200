import { pageRenderTime, useHydrated } from '@cc/design-system';
import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `everyMs`, so relative times ('5 min ago') stay true (News, Q&A). While a server-drawn
 * page hydrates it is the instant the server drew it at, then the browser's clock.
 */
export function useNow(everyMs = 30_000): number {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => (hydrated ? Date.now() : (pageRenderTime() ?? Date.now())));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
