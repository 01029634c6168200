import { describe, expect, it } from 'vitest';
import { compareProgramme, dedupeSessions, type ProgrammeItem, programmeOrder, trackRank } from './programme-order';

let nextId = 1;
function item(partial: Partial<ProgrammeItem>): ProgrammeItem {
  return {
    id: nextId++,
    title: 'A session',
    track: null,
    sessionNumber: null,
    sessionDate: '2027-09-13',
    startTime: '10:00:00',
    ...partial,
  };
}

const labels = (items: ProgrammeItem[]) => items.map((i) => i.track ?? i.sessionNumber ?? i.title);

describe('trackRank', () => {
  it('orders the fixed groups M1, Keynote, 1.x–9.x, P1–P34, then Plenary and unknown', () => {
    const tracks = ['Plenary', 'P2', '9.8', 'Keynote', '1.1', 'M1', 'Workshop X', 'P34'];
    const sorted = [...tracks].sort((a, b) => {
      const ra = trackRank(a);
      const rb = trackRank(b);
      return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2];
    });
    expect(sorted.slice(0, 6)).toEqual(['M1', 'Keynote', '1.1', '9.8', 'P2', 'P34']);
    expect(trackRank('Plenary')[0]).toBe(trackRank('Workshop X')[0]);
  });

  it('compares numbers as numbers', () => {
    expect(trackRank('1.10')[2]).toBeGreaterThan(trackRank('1.9')[2]);
    expect(trackRank('P10')[1]).toBeGreaterThan(trackRank('P9')[1]);
  });

  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(trackRank(' keynote ')).toEqual(trackRank('Keynote'));
    expect(trackRank('p3')).toEqual(trackRank('P3'));
  });
});

describe('programmeOrder', () => {
  it('puts the icebreaker and the research-evidence identity session first', () => {
    const sessions = [
      item({ track: 'M1', title: 'Welcome' }),
      item({ track: 'Plenary', title: 'Research evidence: AAC and identity' }),
      item({ track: null, title: 'Icebreaker meet-up', sessionDate: '2027-09-13', startTime: '18:00:00' }),
      item({ track: 'Keynote', title: 'Opening keynote' }),
    ];
    expect(programmeOrder(sessions).map((s) => s.title)).toEqual([
      'Icebreaker meet-up',
      'Research evidence: AAC and identity',
      'Welcome',
      'Opening keynote',
    ]);
  });

  it('sorts numbered tracks numerically and posters after them', () => {
    const sessions = ['P10', '2.1', 'P9', '1.10', '1.9', '9.1', 'P1'].map((track) => item({ track, title: track }));
    expect(labels(programmeOrder(sessions))).toEqual(['1.9', '1.10', '2.1', '9.1', 'P1', 'P9', 'P10']);
  });

  it('breaks ties within a track by date, then start time, with TBA last', () => {
    const sessions = [
      item({ track: 'Keynote', title: 'Tue', sessionDate: '2027-09-14', startTime: '09:00:00' }),
      item({ track: 'Keynote', title: 'TBA', sessionDate: null, startTime: null }),
      item({ track: 'Keynote', title: 'Mon late', sessionDate: '2027-09-13', startTime: '16:00:00' }),
      item({ track: 'Keynote', title: 'Mon early', sessionDate: '2027-09-13', startTime: '09:30:00' }),
    ];
    expect(programmeOrder(sessions).map((s) => s.title)).toEqual(['Mon early', 'Mon late', 'Tue', 'TBA']);
  });

  it('files a session without a track under its session number', () => {
    const sessions = [
      item({ track: null, sessionNumber: 'P3', title: 'Poster' }),
      item({ track: null, sessionNumber: '4.2', title: 'Talk' }),
    ];
    expect(labels(programmeOrder(sessions))).toEqual(['4.2', 'P3']);
  });

  it('puts unknown and missing tracks last', () => {
    const sessions = [item({ track: null, title: 'Lunch' }), item({ track: 'Plenary' }), item({ track: 'P34' })];
    expect(programmeOrder(sessions)[0]?.track).toBe('P34');
  });

  it('is a total order (stable result whatever the input order)', () => {
    const sessions = [
      item({ track: 'Plenary', title: 'B' }),
      item({ track: 'Plenary', title: 'A' }),
      item({ track: '3.2' }),
      item({ track: 'M1' }),
    ];
    const forward = programmeOrder(sessions).map((s) => s.id);
    const backward = programmeOrder([...sessions].reverse()).map((s) => s.id);
    expect(backward).toEqual(forward);
    expect(compareProgramme(sessions[0]!, sessions[0]!)).toBe(0);
  });
});

describe('dedupeSessions', () => {
  it('drops later duplicates of the same title and track, case-insensitive after trimming', () => {
    const first = item({ track: '1.1', title: 'Core Vocabulary' });
    const sessions = [
      first,
      item({ track: ' 1.1 ', title: '  core vocabulary ' }),
      item({ track: '1.2', title: 'Core Vocabulary' }), // other track: kept
    ];
    const kept = dedupeSessions(sessions);
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe(first);
  });

  it('drops sessions without a title', () => {
    const sessions = [item({ title: null }), item({ title: '   ' }), item({ title: 'Real' })];
    expect(dedupeSessions(sessions).map((s) => s.title)).toEqual(['Real']);
  });
});
