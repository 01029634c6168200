// @vitest-environment node
import type { Session } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/session-fixture';
import { dueReminders, reminderText } from './reminders';

const MON = '2027-09-13';
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return { date: MON, minutes: (h as number) * 60 + (m as number) };
};
const e = (id: number, overrides: Partial<Session>) => ({
  session: makeSession({ id, title: `Session ${id}`, sessionDate: MON, endTime: null, ...overrides }),
});

const agenda = [
  e(1, { startTime: '10:00', location: 'Rowan Auditorium' }),
  e(2, { startTime: '10:05', location: null, room: 'G.03', building: 'Kestrel Building' }),
  e(3, { startTime: '10:10', status: 'cancelled' }),
  e(4, { startTime: '11:00' }),
];

describe('dueReminders', () => {
  it('reminds of sessions starting within the chosen minutes, once each', () => {
    expect(dueReminders(agenda, at('09:49'), 10, new Set())).toEqual([]);
    const due = dueReminders(agenda, at('09:50'), 10, new Set());
    expect(due.map((r) => [r.sessionId, r.minutesUntil])).toEqual([[1, 10]]);
    expect(reminderText(due[0]!)).toBe('Reminder: Session 1 starts in 10 minutes, at 10:00 in Rowan Auditorium.');
    const given = new Set(due.map((r) => r.key));
    const later = dueReminders(agenda, at('09:56'), 10, given);
    expect(later.map((r) => r.sessionId)).toEqual([2]);
    expect(reminderText(later[0]!)).toBe(
      'Reminder: Session 2 starts in 9 minutes, at 10:05 in G.03, Kestrel Building.',
    );
  });

  it('tells of a cancelled session instead of reminding, and nothing once a session has started', () => {
    const due = dueReminders(agenda, at('10:01'), 10, new Set());
    expect(due.map((r) => [r.sessionId, r.kind])).toEqual([
      [2, 'starting'],
      [3, 'cancelled'],
    ]);
    expect(reminderText(due[1]!)).toBe('Session 3, in your agenda at 10:10, has been cancelled.');
  });

  it('reminds again when the session moves to a new time', () => {
    const given = new Set(dueReminders(agenda, at('10:55'), 5, new Set()).map((r) => r.key));
    const moved = [e(4, { startTime: '11:20' })];
    expect(dueReminders(moved, at('11:15'), 5, given).map((r) => r.sessionId)).toEqual([4]);
  });
});
