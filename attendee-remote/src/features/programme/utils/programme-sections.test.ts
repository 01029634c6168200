// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/session-fixture';
import { dayHeadingId, nowSlot, programmeSections, slotHeadingId } from './programme-sections';

const at = (id: number, sessionDate: string | null, startTime: string | null, track = `T${id}`) =>
  makeSession({ id, title: `Session ${id}`, sessionDate, startTime, track });

const outline = (sessions: Parameters<typeof programmeSections>[0]) =>
  programmeSections(sessions).map((day) => [
    day.heading,
    day.slots.map((slot) => [slot.heading, slot.sessions.map((s) => s.id)]),
  ]);

describe('programmeSections', () => {
  it('groups the programme by day, then by start time', () => {
    const days = programmeSections([
      at(1, '2027-09-13', '09:00'),
      at(2, '2027-09-13', '09:00:00'),
      at(3, '2027-09-13', '10:30'),
      at(4, '2027-09-14', '9:00'),
    ]);
    expect(days.map((day) => day.heading)).toEqual(['Monday 13 September 2027', 'Tuesday 14 September 2027']);
    expect(days[0]?.slots.map((slot) => [slot.heading, slot.sessions.map((s) => s.id)])).toEqual([
      ['Starting at 09:00', [1, 2]],
      ['Starting at 10:30', [3]],
    ]);
    expect(days[1]?.slots.map((slot) => slot.heading)).toEqual(['Starting at 09:00']);
    expect(dayHeadingId(days[1]!)).toBe('programme-day-2027-09-14');
  });

  it('orders days by date and times by the clock whatever order the sessions arrive in (issue 27)', () => {
    // As the API sends them: by track (Keynote, 1.1, 1.2, P1 ...), with dates and times all over the place, one
    // written '9:30' (before '10:00' by the clock, after it as text) and one just after midnight on Tuesday.
    const sessions = [
      at(1, '2027-09-14', '10:00', 'Keynote'),
      at(2, '2027-09-13', '15:50', '1.1'),
      at(3, '2027-09-13', '08:30', '1.2'),
      at(4, '2027-09-14', '00:30', '1.3'),
      at(5, '2027-09-13', '9:30', '1.4'),
      at(6, '2027-09-13', '08:30', '2.1'),
      at(7, '2027-09-14', null, '2.2'),
      at(8, '2027-09-13', '23:15', 'P1'),
      at(9, '2027-09-14', '09:00', 'P2'),
      at(10, '2027-09-13', '10:00', 'Plenary'),
    ];
    expect(outline(sessions)).toEqual([
      [
        'Monday 13 September 2027',
        [
          ['Starting at 08:30', [3, 6]],
          ['Starting at 09:30', [5]],
          ['Starting at 10:00', [10]],
          ['Starting at 15:50', [2]],
          ['Starting at 23:15', [8]],
          // After midnight: Monday night, as in the frab XML and the calendar (a day runs 04:00 to 04:00).
          ['Starting at 00:30 (after midnight, Tuesday 14 September)', [4]],
        ],
      ],
      [
        'Tuesday 14 September 2027',
        [
          ['Starting at 09:00', [9]],
          ['Starting at 10:00', [1]],
          ['Time TBA', [7]],
        ],
      ],
    ]);
  });

  it('keeps the track order among sessions that start together', () => {
    const days = programmeSections([
      at(3, '2027-09-13', '09:00'),
      at(1, '2027-09-13', '09:00'),
      at(2, '2027-09-13', '08:00'),
    ]);
    expect(days[0]?.slots.map((slot) => slot.sessions.map((s) => s.id))).toEqual([[2], [3, 1]]);
  });

  it('gives every start time a unique id with no spaces', () => {
    const days = programmeSections([
      at(1, '2027-09-13', '09:00'),
      at(2, '2027-09-14', '09:00'),
      at(3, '2027-09-14', null),
      at(4, null, null),
    ]);
    const ids = days.flatMap((day) => day.slots.map(slotHeadingId));
    expect(ids).toEqual([
      'programme-slot-2027-09-13-0900',
      'programme-slot-2027-09-14-0900',
      'programme-slot-2027-09-14-tba',
      'programme-slot-tba-tba',
    ]);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][\w-]*$/);
  });

  it('puts sessions without a date or a time under headings that say so', () => {
    const days = programmeSections([at(1, '2027-09-13', null), at(2, null, null)]);
    expect(days.map((day) => [day.heading, day.slots.map((slot) => slot.heading)])).toEqual([
      ['Monday 13 September 2027', ['Time TBA']],
      ['Date TBA', ['Time TBA']],
    ]);
  });
});

describe('the day boundary at 04:00 (issue 34)', () => {
  it('lists a session at 00:30 on the day before, after its evening, and one at 04:00 on its own date', () => {
    expect(outline([at(1, '2027-09-14', '00:30'), at(2, '2027-09-13', '22:00'), at(3, '2027-09-14', '04:00')])).toEqual(
      [
        [
          'Monday 13 September 2027',
          [
            ['Starting at 22:00', [2]],
            ['Starting at 00:30 (after midnight, Tuesday 14 September)', [1]],
          ],
        ],
        ['Tuesday 14 September 2027', [['Starting at 04:00', [3]]]],
      ],
    );
  });

  it('opens the day before for a session at 00:30 on the first date, with a unique slot id', () => {
    const days = programmeSections([at(1, '2027-09-13', '00:30'), at(2, '2027-09-13', '09:00')]);
    expect(days.map((day) => day.key)).toEqual(['2027-09-12', '2027-09-13']);
    expect(slotHeadingId(days[0]!.slots[0]!)).toBe('programme-slot-2027-09-12-0030');
  });

  it('jumps to Monday night’s slot when it is 00:45 on Tuesday', () => {
    const days = programmeSections([
      at(1, '2027-09-13', '22:00'),
      at(2, '2027-09-14', '00:30'),
      at(3, '2027-09-14', '09:00'),
    ]);
    expect(nowSlot(days, { date: '2027-09-14', minutes: 45 })?.sessions.map((s) => s.id)).toEqual([2]);
    expect(nowSlot(days, { date: '2027-09-13', minutes: 23 * 60 })?.sessions.map((s) => s.id)).toEqual([1]);
    expect(nowSlot(days, { date: '2027-09-14', minutes: 10 * 60 })?.sessions.map((s) => s.id)).toEqual([3]);
  });
});

describe('nowSlot', () => {
  const days = programmeSections([
    at(1, '2027-09-13', '09:00'),
    at(2, '2027-09-13', '11:00'),
    at(3, '2027-09-13', '14:00'),
    at(4, '2027-09-14', '09:30'),
  ]);

  it('is the last start at or before now on a day of the programme', () => {
    expect(nowSlot(days, { date: '2027-09-13', minutes: 11 * 60 + 20 })?.heading).toBe('Starting at 11:00');
    expect(nowSlot(days, { date: '2027-09-13', minutes: 14 * 60 })?.heading).toBe('Starting at 14:00');
  });

  it("is the day's first start before it begins, and nothing on another day", () => {
    expect(nowSlot(days, { date: '2027-09-14', minutes: 7 * 60 })?.heading).toBe('Starting at 09:30');
    expect(nowSlot(days, { date: '2027-09-15', minutes: 10 * 60 })).toBeNull();
    expect(nowSlot(days, null)).toBeNull();
  });
});
