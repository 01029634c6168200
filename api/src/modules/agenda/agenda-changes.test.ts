import { describe, expect, it } from 'vitest';
import { agendaChanges, NO_CHANGES, type SessionState } from './agenda-changes';

const seen: SessionState = {
  status: 'active',
  sessionDate: '2027-09-13',
  startTime: '10:00:00',
  endTime: '10:45:00',
  location: 'Rowan Auditorium',
  building: 'Rowan Centre',
  room: 'G.01',
  venueId: 1,
};

describe('agendaChanges', () => {
  it('claims nothing without a snapshot, and nothing when nothing changed', () => {
    expect(agendaChanges({ ...seen, status: 'cancelled' }, null)).toEqual(NO_CHANGES);
    expect(agendaChanges(seen, seen)).toEqual(NO_CHANGES);
  });

  it('flags a cancellation only when the session was not cancelled when added', () => {
    expect(agendaChanges({ ...seen, status: 'cancelled' }, seen).cancelled).toBe(true);
    expect(agendaChanges({ ...seen, status: 'cancelled' }, { ...seen, status: 'cancelled' }).cancelled).toBe(false);
  });

  it('flags a change of date, start or end (HH:MM and HH:MM:SS compare equal)', () => {
    expect(agendaChanges({ ...seen, startTime: '10:00' }, seen).timeChanged).toBe(false);
    expect(agendaChanges({ ...seen, startTime: '10:15:00' }, seen).timeChanged).toBe(true);
    expect(agendaChanges({ ...seen, endTime: null }, seen).timeChanged).toBe(true);
    expect(agendaChanges({ ...seen, sessionDate: '2027-09-14' }, seen).timeChanged).toBe(true);
  });

  it('flags a change of location, building, room or venue, ignoring case and spacing', () => {
    expect(agendaChanges({ ...seen, location: ' rowan  auditorium ' }, seen).roomChanged).toBe(false);
    expect(agendaChanges({ ...seen, location: 'Linden Hall' }, seen).roomChanged).toBe(true);
    expect(agendaChanges({ ...seen, room: 'G.02' }, seen).roomChanged).toBe(true);
    expect(agendaChanges({ ...seen, venueId: 2 }, seen).roomChanged).toBe(true);
    expect(agendaChanges({ ...seen, building: null }, seen).roomChanged).toBe(true);
  });

  it('gives the time and place as they were when added, only for what changed', () => {
    const moved = agendaChanges(
      { ...seen, sessionDate: '2027-09-14', startTime: '14:00:00', endTime: '15:00:00', location: 'Linden Hall' },
      seen,
    );
    expect(moved.timeBefore).toEqual({ sessionDate: '2027-09-13', startTime: '10:00', endTime: '10:45' });
    expect(moved.placeBefore).toEqual({ location: 'Rowan Auditorium', building: 'Rowan Centre', room: 'G.01' });
    const retimed = agendaChanges({ ...seen, startTime: '11:00' }, seen);
    expect(retimed.timeBefore).toEqual({ sessionDate: '2027-09-13', startTime: '10:00', endTime: '10:45' });
    expect(retimed).not.toHaveProperty('placeBefore');
    expect(agendaChanges({ ...seen, status: 'cancelled' }, seen)).not.toHaveProperty('timeBefore');
  });
});
