import type { ConferenceInfo } from '@cc/api/contract';
import { pageRenderTime, useHydrated } from '@cc/design-system';
import { useEffect, useMemo, useState } from 'react';
import { parseNowOverride, type WallTime, wallClock } from './conference-clock';

const TICK_MS = 30_000;

/**
 * The current instant, re-read every 30 seconds (or `tickMs`) so what depends on it moves on by itself. While a
 * server-drawn page hydrates it is the instant the server drew it at, then the browser's clock.
 */
export function useCurrentInstant(active: boolean, tickMs = TICK_MS): Date {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date(hydrated ? Date.now() : (pageRenderTime() ?? Date.now())));
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), tickMs);
    return () => window.clearInterval(timer);
  }, [active, tickMs]);
  return now;
}

export interface ConferenceNow {
  /** The conference's wall clock now; null until the conference (its time zone) is known. */
  now: WallTime | null;
  /** The `?now=` override in use, if any (Home only). */
  override: WallTime | null;
}

/**
 * "Now" at the conference: the wall clock in its time zone, or `overrideText` (Home's `?now=`) when that is a
 * date-time. One definition for "Now and next", "Your next session" and reminders.
 */
export function useConferenceNow(
  conference: Pick<ConferenceInfo, 'timeZone' | 'utcOffsets'> | undefined,
  overrideText: string | null = null,
): ConferenceNow {
  const timeZone = conference?.timeZone;
  const utcOffsets = conference?.utcOffsets;
  const override = useMemo(
    () => (timeZone ? parseNowOverride(overrideText, timeZone, utcOffsets) : null),
    [overrideText, timeZone, utcOffsets],
  );
  const instant = useCurrentInstant(override === null);
  const now = override ?? (timeZone ? wallClock(instant, timeZone, utcOffsets) : null);
  return { now, override };
}
