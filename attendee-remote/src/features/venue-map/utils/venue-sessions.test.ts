// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/session-fixture';
import { venuePath, venueSessionsByDay } from './venue-sessions';

describe('venueSessionsByDay', () => {
  it("groups the venue's sessions by day and start time, undated last, other venues left out", () => {
    const sessions = [
      makeSession({ id: 1, title: 'Late', venueId: 3, sessionDate: '2027-09-13', startTime: '15:00' }),
      makeSession({ id: 2, title: 'Tuesday', venueId: 3, sessionDate: '2027-09-14', startTime: '09:00' }),
      makeSession({ id: 3, title: 'Early', venueId: 3, sessionDate: '2027-09-13', startTime: '09:30' }),
      makeSession({ id: 4, title: 'Elsewhere', venueId: 4, sessionDate: '2027-09-13', startTime: '10:00' }),
      makeSession({ id: 5, title: 'Undated', venueId: 3 }),
    ];
    expect(
      venueSessionsByDay(sessions, 3).map((day) => [day.date, day.sessions.map((session) => session.title)]),
    ).toEqual([
      ['2027-09-13', ['Early', 'Late']],
      ['2027-09-14', ['Tuesday']],
      [null, ['Undated']],
    ]);
  });

  it('makes the page address from the slug', () => {
    expect(venuePath({ slug: 'linden-hall' })).toBe('/map/linden-hall');
  });
});

describe('venueSessionsByDay in time order (issue 27)', () => {
  it('reads times by the clock and keeps the given order among sessions that start together', () => {
    const sessions = [
      makeSession({ id: 1, title: 'Ten', venueId: 3, sessionDate: '2027-09-13', startTime: '10:00' }),
      makeSession({ id: 2, title: 'Zebra at nine', venueId: 3, sessionDate: '2027-09-13', startTime: '9:00' }),
      makeSession({ id: 3, title: 'Apple at nine', venueId: 3, sessionDate: '2027-09-13', startTime: '09:00' }),
    ];
    expect(venueSessionsByDay(sessions, 3)[0]?.sessions.map((session) => session.title)).toEqual([
      'Zebra at nine',
      'Apple at nine',
      'Ten',
    ]);
  });
});
