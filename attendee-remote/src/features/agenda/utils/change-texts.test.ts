// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entry } from './agenda-test-entries';
import { changeTexts } from './change-texts';

describe('changeTexts', () => {
  it('says from what time and room to what, from what the attendee saw when adding the session', () => {
    const moved = entry({ startTime: '14:00', endTime: '15:00', location: 'Room B' });
    moved.changes = {
      cancelled: false,
      timeChanged: true,
      roomChanged: true,
      timeBefore: { sessionDate: '2027-09-13', startTime: '10:00', endTime: '11:00' },
      placeBefore: { location: 'Room A', building: null, room: null },
    };
    expect(changeTexts(moved)).toEqual([
      'Time changed from 10:00–11:00 to 14:00–15:00',
      'Room changed from Room A to Room B',
    ]);
  });

  it('gives the dates when the day moved, and room and building when there is no location', () => {
    const moved = entry({ sessionDate: '2027-09-14', location: null, room: 'G.03', building: 'Kestrel Building' });
    moved.changes = {
      cancelled: false,
      timeChanged: true,
      roomChanged: true,
      timeBefore: { sessionDate: '2027-09-13', startTime: '10:00', endTime: '10:45' },
      placeBefore: { location: null, building: null, room: null },
    };
    expect(changeTexts(moved)).toEqual([
      'Time changed from Monday 13 September 2027, 10:00–10:45 to Tuesday 14 September 2027, 10:00–10:45',
      'Room changed from TBA to G.03, Kestrel Building',
    ]);
  });

  it('falls back to the flags without the earlier values (an older API) or when the words are the same', () => {
    const flagged = entry({ status: 'cancelled' });
    flagged.changes = { cancelled: true, timeChanged: true, roomChanged: true };
    expect(changeTexts(flagged)).toEqual([
      'Cancelled since you added it',
      'Time changed since you added it',
      'Room changed since you added it',
    ]);
    const venueOnly = entry({ location: 'Room A' });
    venueOnly.changes = {
      cancelled: false,
      timeChanged: false,
      roomChanged: true,
      placeBefore: { location: 'Room A', building: null, room: null },
    };
    expect(changeTexts(venueOnly)).toEqual(['Room changed since you added it']);
  });
});
