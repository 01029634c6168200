// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sessionChoiceLabel, sessionsByTime, sessionWhen } from './session-time';

const at = (title: string, sessionDate: string | null, startTime: string | null) => ({
  title,
  sessionDate,
  startTime,
});

describe('session times in words', () => {
  it('says when a session is with the day in words and the start time, only what is known', () => {
    expect(sessionWhen(at('A', '2027-09-13', '11:55:00'))).toBe('Monday 13 September, 11:55');
    expect(sessionWhen(at('A', '2027-09-14', null))).toBe('Tuesday 14 September');
    expect(sessionWhen(at('A', null, '09:00'))).toBe('09:00');
    expect(sessionChoiceLabel(at('Keynote', '2027-09-13', '09:00'))).toBe('Monday 13 September, 09:00 · Keynote');
    expect(sessionChoiceLabel(at('Fringe', null, null))).toBe('Fringe');
  });

  it('orders by day, then start time, then title (numbers as numbers), with unknown days and times last', () => {
    const sessions = [
      at('P10 Poster', '2027-09-13', '09:00'),
      at('No day', null, '08:00'),
      at('Tuesday early', '2027-09-14', '08:00'),
      at('P9 Poster', '2027-09-13', '09:00'),
      at('No time', '2027-09-13', null),
      at('Monday early', '2027-09-13', '08:30:00'),
    ];
    expect(sessionsByTime(sessions).map((s) => s.title)).toEqual([
      'Monday early',
      'P9 Poster',
      'P10 Poster',
      'No time',
      'Tuesday early',
      'No day',
    ]);
  });
});
