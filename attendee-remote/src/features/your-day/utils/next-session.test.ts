// @vitest-environment node
import type { Session } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/session-fixture';
import { DEFAULT_LEAVE_MINUTES, findNextSession, type WalkingMinutes } from './next-session';

const MON = '2027-09-13';
const TUE = '2027-09-14';
const at = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return { date, minutes: (h as number) * 60 + (m as number) };
};
const e = (id: number, overrides: Partial<Session>) => ({
  session: makeSession({ id, title: `Session ${id}`, sessionDate: MON, ...overrides }),
});
// Kestrel → Ashworth 12 minutes; anything else unknown.
const walking: WalkingMinutes = (from, to) =>
  from.building === 'Kestrel Building' && to.building === 'Ashworth Building' ? 12 : null;

const agenda = [
  e(1, { startTime: '09:00', endTime: '10:00', building: 'Kestrel Building' }),
  e(2, { startTime: '10:15', endTime: '11:00', building: 'Ashworth Building' }),
  e(3, { startTime: '11:30', endTime: '12:00', status: 'cancelled' }),
  e(4, { startTime: '14:00', endTime: '15:00', building: 'Rowan Centre' }),
  e(5, { sessionDate: TUE, startTime: '09:30', endTime: '10:00', building: 'Linden Building' }),
  e(6, { sessionDate: null, startTime: null }),
];

describe('findNextSession', () => {
  it('is the first agenda session not yet started; leave by its start minus the walk from the one before', () => {
    const next = findNextSession(agenda, at(MON, '09:30'), walking);
    expect(next).toMatchObject({ leaveBy: '10:03', travelMinutes: 12, walked: true, leaveNow: false });
    expect(next?.session.id).toBe(2);
    expect(next?.previous?.id).toBe(1);
    expect(next?.minutesUntil).toBe(45);
  });

  it('skips cancelled sessions, and allows the default when the walk is unknown', () => {
    const next = findNextSession(agenda, at(MON, '10:20'), walking);
    expect(next?.session.id).toBe(4);
    expect(next).toMatchObject({ travelMinutes: DEFAULT_LEAVE_MINUTES, walked: false, leaveBy: '13:50' });
  });

  it('has no previous session at the start of a day, and says when it is time to leave', () => {
    const next = findNextSession(agenda, at(TUE, '09:25'), walking);
    expect(next?.session.id).toBe(5);
    expect(next?.previous).toBeNull();
    expect(next).toMatchObject({ leaveBy: '09:20', leaveNow: true, minutesUntil: 5 });
    // Before the conference: the first session of all.
    expect(findNextSession(agenda, at('2027-09-01', '12:00'), walking)?.session.id).toBe(1);
  });

  it('is null when nothing is left (TBA sessions have no time to go to)', () => {
    expect(findNextSession(agenda, at(TUE, '09:30'), walking)).toBeNull();
    expect(findNextSession([], at(MON, '09:00'), walking)).toBeNull();
  });
});
