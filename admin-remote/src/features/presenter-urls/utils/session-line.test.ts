// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isWebUrl, sessionLine } from './session-line';

const session = {
  id: 1,
  title: 'Core vocabulary',
  sessionNumber: '2.1',
  track: '2',
  day: 'Monday',
  sessionDate: '2027-09-13',
  startTime: '09:30',
  endTime: '10:15',
  location: 'Linden Hall',
};

describe('sessionLine', () => {
  it('names the session, its day and time and its place', () => {
    expect(sessionLine(session)).toBe('Session 2.1 · Monday 09:30–10:15 · Linden Hall');
  });

  it('falls back to the track, and says TBA for what is not known', () => {
    expect(sessionLine({ ...session, sessionNumber: null, endTime: null })).toBe(
      'Session 2 · Monday 09:30 · Linden Hall',
    );
    expect(
      sessionLine({ ...session, sessionNumber: null, track: null, day: null, startTime: null, location: null }),
    ).toBe('Time TBA · Location TBA');
  });
});

describe('isWebUrl', () => {
  it('links only http and https addresses', () => {
    expect(isWebUrl('https://example.org/a')).toBe(true);
    expect(isWebUrl('HTTP://example.org')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('example.org')).toBe(false);
  });
});
