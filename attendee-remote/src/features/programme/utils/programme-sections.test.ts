// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/session-fixture';
import { dayHeadingId, programmeSections } from './programme-sections';

const at = (id: number, sessionDate: string | null, startTime: string | null) =>
  makeSession({ id, title: `Session ${id}`, sessionDate, startTime });

describe('programmeSections', () => {
  it('groups the programme by day, then by start time, in the order it arrives', () => {
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

  it('puts sessions without a date or a time under headings that say so', () => {
    const days = programmeSections([at(1, '2027-09-13', null), at(2, null, null)]);
    expect(days.map((day) => [day.heading, day.slots.map((slot) => slot.heading)])).toEqual([
      ['Monday 13 September 2027', ['Time TBA']],
      ['Date TBA', ['Time TBA']],
    ]);
  });
});
