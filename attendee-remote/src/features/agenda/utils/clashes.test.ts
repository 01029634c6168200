// @vitest-environment node
import type { Session } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/session-fixture';
import { findClashes } from './clashes';

let id = 0;
function session(partial: Partial<Session>) {
  id += 1;
  return makeSession({
    id,
    title: `S${id}`,
    sessionDate: '2027-09-13',
    startTime: '11:00',
    endTime: '11:45',
    building: 'Rowan Centre',
    location: 'Rowan Auditorium',
    ...partial,
  });
}

describe('findClashes', () => {
  it('flags overlapping sessions on both entries with the overlap in minutes', () => {
    const a = session({ title: 'Core vocabulary', startTime: '11:00', endTime: '11:45' });
    const b = session({ title: 'Eye gaze', startTime: '11:30', endTime: '12:15', building: 'Linden Building' });
    const clashes = findClashes([a, b]);
    expect(clashes.get(a.id)).toEqual(['Clashes with Eye gaze (overlaps 15 minutes)']);
    expect(clashes.get(b.id)).toEqual(['Clashes with Core vocabulary (overlaps 15 minutes)']);
  });

  it('flags too little time to walk between buildings, on both entries', () => {
    const a = session({ title: 'Phonics', startTime: '11:00', endTime: '11:45', building: 'Kestrel Building' });
    const b = session({
      title: 'Feature matching',
      startTime: '11:55',
      endTime: '12:40',
      building: 'Ashworth Building',
    });
    const clashes = findClashes([b, a]);
    expect(clashes.get(a.id)).toEqual([
      'Only 10 minutes to walk from Kestrel Building to Ashworth Building for Feature matching (about 12 minutes needed)',
    ]);
    expect(clashes.get(b.id)).toEqual([
      'Only 10 minutes to walk from Kestrel Building to Ashworth Building after Phonics (about 12 minutes needed)',
    ]);
  });

  it('leaves enough walking time alone, and says "No time" for back-to-back rooms in one building', () => {
    const a = session({ startTime: '11:00', endTime: '11:45', building: 'Rowan Centre' });
    const b = session({ startTime: '11:55', building: 'Linden Building' }); // 10 ≥ 6
    expect(findClashes([a, b]).size).toBe(0);
    const c = session({ title: 'Next door', startTime: '11:45', endTime: '12:30', location: 'Rowan Seminar Room 2' });
    expect(findClashes([a, c]).get(a.id)).toEqual([
      'No time to get from Rowan Auditorium to Rowan Seminar Room 2 in Rowan Centre for Next door (about 2 minutes needed)',
    ]);
    // Same room, back to back: fine.
    const d = session({ startTime: '11:45', endTime: '12:30', location: 'Rowan Auditorium' });
    expect(findClashes([a, d]).size).toBe(0);
  });

  it('ignores cancelled sessions, other days and sessions without a time; uses 45 minutes without an end', () => {
    const a = session({ startTime: '11:00', endTime: null }); // until 11:45
    expect(findClashes([a, session({ startTime: '11:30', status: 'cancelled' })]).size).toBe(0);
    expect(findClashes([a, session({ startTime: '11:30', sessionDate: '2027-09-14' })]).size).toBe(0);
    expect(findClashes([a, session({ startTime: null })]).size).toBe(0);
    expect(findClashes([a, session({ startTime: '11:40', endTime: '12:00' })]).get(a.id)?.[0]).toMatch(
      /overlaps 5 minutes/,
    );
  });

  it("uses the venue's building when the session has none", () => {
    const a = session({ startTime: '11:00', endTime: '11:45', building: null, venueId: 8 });
    const b = session({ startTime: '11:50', building: 'Ashworth Building' });
    expect(findClashes([a, b]).size).toBe(0);
    const clashes = findClashes([a, b], (s) => s.building ?? (s.venueId === 8 ? 'Kestrel Building' : null));
    expect(clashes.get(a.id)?.[0]).toMatch(/^Only 5 minutes to walk from Kestrel Building to Ashworth Building/);
  });
});
