/**
 * "Now and next" on Home (BEYOND "Now and next"): what is on now and what starts next, computed against the
 * wall clock in the conference's time zone, so a visitor abroad still sees the conference's own times.
 *
 * - A session is placed when it has a date and a start time; without an end it lasts 45 minutes. Cancelled
 *   sessions are left out (they are not on).
 * - On now: start <= now < end.
 * - Next: the next slot, i.e. every session starting at the earliest start time after now (which may be on the
 *   next conference day).
 * - Before the first session the conference has not started; from the end of the last one it has ended. Either
 *   way the first slot is offered as "first sessions".
 */
import type { Session } from '@cc/api/contract';
import { DEFAULT_SESSION_MINUTES, parseTimeToMinutes } from '@cc/design-system';
import { absoluteMinutes, type WallTime } from '../../../lib/conference-clock';

export interface Slot {
  date: string;
  /** 'HH:MM' */
  startTime: string;
  sessions: Session[];
}

export type ConferencePhase = 'before' | 'running' | 'after' | 'empty';

export interface NowAndNext {
  phase: ConferencePhase;
  onNow: Session[];
  next: Slot | null;
  /** The first slot of the programme (for 'before' and 'after'). */
  first: Slot | null;
}

interface Placed {
  session: Session;
  index: number;
  date: string;
  startTime: string;
  start: number;
  end: number;
}

function place(sessions: readonly Session[]): Placed[] {
  const placed: Placed[] = [];
  sessions.forEach((session, index) => {
    if (session.status === 'cancelled' || !session.sessionDate) return;
    const startMinutes = parseTimeToMinutes(session.startTime);
    if (startMinutes === null) return;
    const start = absoluteMinutes(session.sessionDate, startMinutes);
    if (start === null) return;
    const endMinutes = parseTimeToMinutes(session.endTime);
    const length =
      endMinutes !== null && endMinutes > startMinutes ? endMinutes - startMinutes : DEFAULT_SESSION_MINUTES;
    placed.push({
      session,
      index,
      date: session.sessionDate,
      startTime: (session.startTime as string).slice(0, 5),
      start,
      end: start + length,
    });
  });
  // By start time, then in the order given (the programme order).
  return placed.sort((a, b) => a.start - b.start || a.index - b.index);
}

function slotAt(placed: readonly Placed[], start: number | undefined): Slot | null {
  if (start === undefined) return null;
  const inSlot = placed.filter((p) => p.start === start);
  const first = inSlot[0];
  if (!first) return null;
  return { date: first.date, startTime: first.startTime, sessions: inSlot.map((p) => p.session) };
}

export function computeNowAndNext(sessions: readonly Session[], now: WallTime): NowAndNext {
  const placed = place(sessions);
  const first = slotAt(placed, placed[0]?.start);
  const current = absoluteMinutes(now.date, now.minutes);
  if (placed.length === 0 || current === null) return { phase: 'empty', onNow: [], next: null, first };

  const lastEnd = Math.max(...placed.map((p) => p.end));
  const firstStart = placed[0]?.start ?? 0;
  if (current < firstStart) return { phase: 'before', onNow: [], next: first, first };
  if (current >= lastEnd) return { phase: 'after', onNow: [], next: null, first };

  const onNow = placed.filter((p) => p.start <= current && current < p.end).map((p) => p.session);
  const next = slotAt(placed, placed.find((p) => p.start > current)?.start);
  return { phase: 'running', onNow, next, first };
}
