// @vitest-environment node
import type { Session } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { parseNowOverride, wallClock } from '../../../lib/conference-clock';
import { makeSession } from '../../../test/session-fixture';
import { computeNowAndNext } from './now-and-next';

const MON = '2027-09-13';
const TUE = '2027-09-14';

function s(id: number, date: string | null, start: string | null, end: string | null, extra: Partial<Session> = {}) {
  return makeSession({ id, title: `Session ${id}`, sessionDate: date, startTime: start, endTime: end, ...extra });
}

const programme: Session[] = [
  s(1, MON, '09:00', '10:00'),
  s(2, MON, '10:30', '11:15'),
  s(3, MON, '10:30', '11:15', { status: 'cancelled' }),
  s(4, MON, '10:30', null), // 45 minutes: until 11:15
  s(5, MON, '09:30', '10:45'),
  s(6, TUE, '09:00', '09:45'),
  s(7, TUE, '09:00', '10:00'),
  s(8, null, '09:00', '10:00'), // no date: never placed
  s(9, MON, null, null), // no time: never placed
];

const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return { date, minutes: h * 60 + m };
};
const ids = (sessions: readonly Session[]) => sessions.map((session) => session.id);

describe('computeNowAndNext', () => {
  it('before the first session: not started, the first slot offered', () => {
    const result = computeNowAndNext(programme, at(MON, '08:59'));
    expect(result.phase).toBe('before');
    expect(result.onNow).toEqual([]);
    expect(result.first).toMatchObject({ date: MON, startTime: '09:00' });
    expect(ids(result.first!.sessions)).toEqual([1]);
    expect(result.next).toEqual(result.first);
    expect(computeNowAndNext(programme, at('2027-09-01', '12:00')).phase).toBe('before');
  });

  it('during a slot: what is on now and every session of the next slot', () => {
    const result = computeNowAndNext(programme, at(MON, '09:40'));
    expect(result.phase).toBe('running');
    expect(ids(result.onNow)).toEqual([1, 5]);
    expect(result.next).toMatchObject({ date: MON, startTime: '10:30' });
    // The cancelled session 3 is neither on nor next; session 4 has no end time and still counts.
    expect(ids(result.next!.sessions)).toEqual([2, 4]);
  });

  it('a session is on from its start, and over at its end', () => {
    expect(ids(computeNowAndNext(programme, at(MON, '09:00')).onNow)).toEqual([1]);
    expect(ids(computeNowAndNext(programme, at(MON, '10:00')).onNow)).toEqual([5]);
    // No end time: 45 minutes.
    expect(ids(computeNowAndNext(programme, at(MON, '11:14')).onNow)).toEqual([2, 4]);
    expect(ids(computeNowAndNext(programme, at(MON, '11:15')).onNow)).toEqual([]);
  });

  it('between days: nothing on now, next is the first slot of the next day', () => {
    const result = computeNowAndNext(programme, at(MON, '20:00'));
    expect(result.phase).toBe('running');
    expect(result.onNow).toEqual([]);
    expect(result.next).toMatchObject({ date: TUE, startTime: '09:00' });
    expect(ids(result.next!.sessions)).toEqual([6, 7]);
  });

  it('during the last slot: nothing next', () => {
    const result = computeNowAndNext(programme, at(TUE, '09:50'));
    expect(result.phase).toBe('running');
    expect(ids(result.onNow)).toEqual([7]);
    expect(result.next).toBeNull();
  });

  it('from the end of the last session: ended, the first slot still offered', () => {
    const result = computeNowAndNext(programme, at(TUE, '10:00'));
    expect(result.phase).toBe('after');
    expect(result.onNow).toEqual([]);
    expect(result.next).toBeNull();
    expect(ids(result.first!.sessions)).toEqual([1]);
  });

  it('no placeable sessions: empty', () => {
    expect(computeNowAndNext([s(1, null, null, null)], at(MON, '10:00'))).toEqual({
      phase: 'empty',
      onNow: [],
      next: null,
      first: null,
    });
    expect(computeNowAndNext([], at(MON, '10:00')).phase).toBe('empty');
  });

  it('treats an end time before the start as the default 45 minutes', () => {
    const odd = [s(1, MON, '10:00', '09:00')];
    expect(ids(computeNowAndNext(odd, at(MON, '10:44')).onNow)).toEqual([1]);
    expect(computeNowAndNext(odd, at(MON, '10:45')).phase).toBe('after');
  });
});

describe('wallClock', () => {
  it('reads the wall clock in the conference time zone, whatever the browser’s zone', () => {
    // 09:10 UTC in September is 10:10 in London (BST) and 05:10 in New York.
    const instant = new Date('2027-09-13T09:10:00Z');
    expect(wallClock(instant, 'Europe/London')).toEqual(at(MON, '10:10'));
    expect(wallClock(instant, 'America/New_York')).toEqual(at(MON, '05:10'));
    // Just before midnight UTC is already the next day in London.
    expect(wallClock(new Date('2027-09-13T23:30:00Z'), 'Europe/London')).toEqual(at(TUE, '00:30'));
  });

  it("reads it from the API's table of offsets as Intl does, across the clock changes and outside the table", () => {
    // London's offsets as GET /api/conference sends them (api/src/lib/zone-offsets.ts).
    const london = [
      { from: '2026-08-09T00:00:00.000Z', minutes: 60 },
      { from: '2026-10-25T01:00:00.000Z', minutes: 0 },
      { from: '2027-03-28T01:00:00.000Z', minutes: 60 },
      { from: '2027-10-31T01:00:00.000Z', minutes: 0 },
    ];
    for (let time = Date.UTC(2026, 9, 20); time < Date.UTC(2027, 11, 1); time += 37 * 60_000) {
      const instant = new Date(time);
      expect(wallClock(instant, 'Europe/London', london)).toEqual(wallClock(instant, 'Europe/London'));
    }
    // Before the table its first entry applies.
    expect(wallClock(new Date('2026-07-01T09:10:00Z'), 'Europe/London', london)).toEqual({
      date: '2026-07-01',
      minutes: 10 * 60 + 10,
    });
  });
});

describe('parseNowOverride', () => {
  it('reads a date-time without offset as conference time', () => {
    expect(parseNowOverride('2027-09-13T11:10', 'Europe/London')).toEqual(at(MON, '11:10'));
    expect(parseNowOverride('2027-09-13T11:10:30', 'Europe/London')).toEqual(at(MON, '11:10'));
  });

  it('converts a date-time with Z or an offset to conference time, also when its + arrived as a space', () => {
    expect(parseNowOverride('2027-09-13T10:10:00Z', 'Europe/London')).toEqual(at(MON, '11:10'));
    expect(parseNowOverride('2027-09-13T11:10:00+01:00', 'Europe/London')).toEqual(at(MON, '11:10'));
    expect(parseNowOverride('2027-09-13T11:10:00 01:00', 'Europe/London')).toEqual(at(MON, '11:10'));
    expect(parseNowOverride('2027-09-13T06:10:00-04:00', 'Europe/London')).toEqual(at(MON, '11:10'));
    const bst = [{ from: '2027-03-28T01:00:00.000Z', minutes: 60 }];
    expect(parseNowOverride('2027-09-13T10:10:00Z', 'Europe/London', bst)).toEqual(at(MON, '11:10'));
  });

  it('ignores what is not a date-time', () => {
    for (const value of [null, '', 'tomorrow', '2027-09-13', '2027-09-13T25:00', '13/09/2027 10:00']) {
      expect(parseNowOverride(value, 'Europe/London')).toBeNull();
    }
  });
});
