// @vitest-environment node
import type { Session } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../test/session-fixture';
import { walkFromPrevious, walkingMinutes } from './walking-time';

describe('walkingMinutes', () => {
  const at = (building: string | null, location: string | null = null) => ({ building, location });

  it('is symmetric between the buildings', () => {
    expect(walkingMinutes(at('Kestrel Building'), at('Ashworth Building'))).toBe(12);
    expect(walkingMinutes(at('Ashworth Building'), at('Kestrel Building'))).toBe(12);
    expect(walkingMinutes(at('Meridian House'), at('Ashworth Building'))).toBe(5);
    expect(walkingMinutes(at('Linden Building'), at('Northgate Boathouse'))).toBe(6);
  });

  it('is 0 for the same room and 2 for another room in the same building', () => {
    expect(walkingMinutes(at('Rowan Centre', 'Rowan Auditorium'), at('Rowan Centre', 'Rowan Auditorium'))).toBe(0);
    expect(walkingMinutes(at('Rowan Centre', 'Rowan Auditorium'), at('Rowan Centre', 'Rowan Seminar Room 2'))).toBe(2);
  });

  it('is unknown when a building is missing or not on the campus table', () => {
    expect(walkingMinutes(at(null), at('Rowan Centre'))).toBeNull();
    expect(walkingMinutes(at('Town Hall'), at('Rowan Centre'))).toBeNull();
  });
});

describe('walkFromPrevious', () => {
  let id = 100;
  const session = (partial: Partial<Session>) => {
    id += 1;
    return makeSession({
      id,
      title: `S${id}`,
      sessionDate: '2027-09-13',
      building: 'Rowan Centre',
      location: 'Rowan Auditorium',
      ...partial,
    });
  };
  const target = session({ title: 'Target', startTime: '14:00', endTime: '15:00', building: 'Ashworth Building' });

  it('finds the agenda item that day ending last before the session, with the gap and the walk', () => {
    const early = session({ title: 'Early', startTime: '09:00', endTime: '10:00' });
    const previous = session({
      title: 'Previous',
      startTime: '13:00',
      endTime: '13:45',
      building: 'Kestrel Building',
      location: 'Kestrel Room G.05',
    });
    const later = session({ title: 'Later', startTime: '16:00', endTime: '17:00' });
    const otherDay = session({ title: 'Other day', sessionDate: '2027-09-14', startTime: '13:30', endTime: '13:55' });
    const cancelled = session({ title: 'Cancelled', status: 'cancelled', startTime: '13:30', endTime: '13:55' });
    expect(walkFromPrevious(target, [early, later, previous, otherDay, cancelled, target])).toEqual({
      previous,
      gap: 15,
      walk: 12,
    });
  });

  it('is null without an earlier item that day or when the session has no time', () => {
    expect(walkFromPrevious(target, [session({ startTime: '15:00' })])).toBeNull();
    expect(walkFromPrevious(session({ startTime: null }), [session({ startTime: '09:00' })])).toBeNull();
  });

  it('uses the venue building when a session names only its venue, and gives a negative gap for an overlap', () => {
    const previous = session({ startTime: '13:30', endTime: null, building: null, venueId: 7 });
    const result = walkFromPrevious(target, [previous], (s) => (s.venueId === 7 ? 'Meridian House' : s.building));
    expect(result).toEqual({ previous, gap: -15, walk: 5 });
  });
});
