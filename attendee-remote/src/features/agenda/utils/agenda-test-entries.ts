import type { AgendaEntry, Session } from '@cc/api/contract';
import { makeSession } from '../../../test/session-fixture';

let nextId = 1000;

/** An agenda entry for unit tests: Monday 13 September 2027, nothing changed. */
export function entry(overrides: Partial<Session> = {}): AgendaEntry {
  nextId += 1;
  return {
    session: makeSession({
      id: nextId,
      title: `Session ${nextId}`,
      sessionDate: '2027-09-13',
      day: 'Monday',
      startTime: '10:00',
      endTime: '10:45',
      ...overrides,
    }),
    bookmarkedAt: '2027-08-01T10:00:00.000Z',
    changes: { cancelled: false, timeChanged: false, roomChanged: false },
  };
}
