// @vitest-environment node
import type { Session } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { sessionChoiceGroups } from './session-choices';

let nextId = 1;
const session = (fields: Partial<Session>): Session =>
  ({
    id: nextId++,
    title: 'A talk',
    status: 'active',
    sessionFormat: 'Presentation',
    day: 'Monday',
    startTime: '09:30',
    ...fields,
  }) as Session;

describe('sessionChoiceGroups', () => {
  it('groups by day and start time in programme order, leaving out breaks and cancelled sessions', () => {
    const a = session({ title: 'Core words' });
    const b = session({ title: 'Eye gaze' });
    const lunch = session({ title: 'Lunch', sessionFormat: 'Break', startTime: '12:40' });
    const gone = session({ title: 'Cancelled talk', status: 'cancelled', startTime: '14:00' });
    const c = session({ title: 'Switches', day: 'Tuesday', startTime: '10:00' });
    const groups = sessionChoiceGroups([a, b, lunch, gone, c], null);
    expect(groups.map((g) => [g.label, g.sessions.map((s) => s.title)])).toEqual([
      ['Monday 09:30', ['Core words', 'Eye gaze']],
      ['Tuesday 10:00', ['Switches']],
    ]);
  });

  it("keeps the page's own session even when cancelled, and names sessions without a time", () => {
    const gone = session({ title: 'Cancelled talk', status: 'cancelled' });
    const tba = session({ title: 'Poster', day: null, sessionDate: null, startTime: null });
    const groups = sessionChoiceGroups([gone, tba], gone.id);
    expect(groups.map((g) => g.label)).toEqual(['Monday 09:30', 'Time to be announced']);
  });
});

describe('sessionChoiceGroups in time order (issue 27)', () => {
  it('orders the groups by date and start time, not by the order the sessions arrive in', () => {
    const groups = sessionChoiceGroups(
      [
        session({ title: 'Keynote', day: 'Tuesday', sessionDate: '2027-09-14', startTime: '10:00' }),
        session({ title: 'Afternoon', day: 'Monday', sessionDate: '2027-09-13', startTime: '15:50' }),
        session({ title: 'Late', day: 'Tuesday', sessionDate: '2027-09-14', startTime: '00:30' }),
        session({ title: 'Morning', day: 'Monday', sessionDate: '2027-09-13', startTime: '9:30' }),
        session({ title: 'Also morning', day: 'Monday', sessionDate: '2027-09-13', startTime: '09:30:00' }),
      ],
      null,
    );
    expect(groups.map((g) => [g.label, g.sessions.map((s) => s.title)])).toEqual([
      ['Monday 09:30', ['Morning', 'Also morning']],
      ['Monday 15:50', ['Afternoon']],
      ['Tuesday 00:30', ['Late']],
      ['Tuesday 10:00', ['Keynote']],
    ]);
  });
});
