// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/session-fixture';
import {
  ALL,
  dayOptions,
  filterSessions,
  hasActiveFilters,
  matchesDay,
  matchesSearch,
  matchesTrack,
  NO_FILTERS,
  resultsLine,
  trackOptions,
  valueOptions,
} from './filter-sessions';

const keynote = makeSession({
  id: 1,
  title: 'Opening Keynote: Voices Together',
  track: 'Keynote',
  sessionNumber: 'K1',
  speaker: 'Dr Ada Brook',
  presenters: ['Dr Ada Brook'],
  category: 'Keynote',
  day: 'Monday',
  sessionDate: '2027-09-13',
});
const workshop = makeSession({
  id: 2,
  title: 'Eye gaze in the classroom',
  track: '1.1',
  sessionNumber: '1.1',
  description: 'Practical CALIBRATION tips for busy teachers.',
  speaker: 'Sam Reed; Jo Park',
  presenters: ['Sam Reed', 'Jo Park'],
  category: 'Education',
  day: 'Tuesday',
  sessionDate: '2027-09-14',
});
const tenth = makeSession({
  id: 3,
  title: 'Literacy',
  track: '1.10',
  sessionNumber: '1.10',
  day: 'Monday',
  sessionDate: '2027-09-13',
});
const poster = makeSession({
  id: 4,
  title: 'Poster ten',
  track: 'P10',
  sessionNumber: 'P10',
  sessionDate: '2027-09-14',
  day: null,
});
const untracked = makeSession({
  id: 5,
  title: 'Icebreaker',
  sessionNumber: 'IB1',
  day: 'Monday',
  sessionDate: '2027-09-13',
});
const all = [keynote, workshop, tenth, poster, untracked];

describe('matchesSearch', () => {
  it('is case-insensitive over title, speaker, description and category', () => {
    expect(matchesSearch(keynote, 'voices together')).toBe(true); // title
    expect(matchesSearch(keynote, 'ADA')).toBe(true); // speaker
    expect(matchesSearch(workshop, 'calibration')).toBe(true); // description
    expect(matchesSearch(workshop, 'educ')).toBe(true); // category
    expect(matchesSearch(workshop, 'jo park')).toBe(true); // second presenter
  });

  it('ignores surrounding spaces and lets an empty search through', () => {
    expect(matchesSearch(keynote, '  keynote  ')).toBe(true);
    expect(matchesSearch(keynote, '   ')).toBe(true);
  });

  it('does not search other fields such as the track or location', () => {
    expect(matchesSearch(makeSession({ id: 9, title: 'A', track: 'Zebra', location: 'Zebra Hall' }), 'zebra')).toBe(
      false,
    );
  });
});

describe('matchesDay', () => {
  it('matches the day name, whatever its case', () => {
    expect(matchesDay(keynote, 'Monday')).toBe(true);
    expect(matchesDay(keynote, 'monday')).toBe(true);
    expect(matchesDay(keynote, 'Tuesday')).toBe(false);
  });

  it('falls back to the formatted date starting with the day', () => {
    expect(matchesDay(poster, 'Tuesday')).toBe(true);
    expect(matchesDay(poster, 'Monday')).toBe(false);
  });

  it('lets everything through for all days', () => {
    expect(matchesDay(makeSession({ id: 9, title: 'No date' }), ALL)).toBe(true);
  });

  it('finds a session at 00:30 on Tuesday under Monday only, its programme day (issue 34)', () => {
    // As the API sends it: `day` is the programme day's weekday.
    const night = makeSession({ id: 10, title: 'Night', day: 'Monday', sessionDate: '2027-09-14', startTime: '00:30' });
    expect(matchesDay(night, 'Monday')).toBe(true);
    expect(matchesDay(night, 'Tuesday')).toBe(false);
    expect(matchesDay({ ...night, day: null }, 'Monday')).toBe(true);
  });
});

describe('matchesTrack', () => {
  it('matches a track starting with the selected value', () => {
    expect(matchesTrack(tenth, '1.1')).toBe(true); // '1.10' starts with '1.1'
    expect(matchesTrack(workshop, '1.1')).toBe(true);
    expect(matchesTrack(keynote, '1.1')).toBe(false);
    expect(matchesTrack(poster, 'P1')).toBe(true);
  });

  it('matches a session number when the track does not', () => {
    expect(matchesTrack(untracked, 'IB')).toBe(true);
    expect(matchesTrack(keynote, 'K1')).toBe(true);
  });

  it('lets everything through for all tracks', () => {
    expect(matchesTrack(untracked, ALL)).toBe(true);
  });
});

describe('filterSessions', () => {
  it('combines search, day and track, keeping programme order', () => {
    expect(filterSessions(all, NO_FILTERS)).toEqual(all);
    expect(filterSessions(all, { ...NO_FILTERS, day: 'Monday' }).map((s) => s.id)).toEqual([1, 3, 5]);
    expect(filterSessions(all, { ...NO_FILTERS, day: 'Monday', track: '1.1' }).map((s) => s.id)).toEqual([3]);
    expect(
      filterSessions(all, { ...NO_FILTERS, search: 'eye', day: 'Tuesday', track: '1.1' }).map((s) => s.id),
    ).toEqual([2]);
    expect(filterSessions(all, { ...NO_FILTERS, search: 'nothing like this' })).toEqual([]);
  });
});

describe('topic, level and audience (issue 18)', () => {
  const beginner = makeSession({ id: 11, title: 'First steps', sessionLevel: 'Beginner', ageGroup: 'Adults' });
  const advanced = makeSession({ id: 12, title: 'Deep dive', sessionLevel: 'Advanced', ageGroup: 'All ages' });
  const unknown = makeSession({ id: 13, title: 'Open', sessionLevel: null, ageGroup: ' adults ' });
  const three = [beginner, advanced, unknown];

  it('offers the values the data has, sorted, without blanks or repeats', () => {
    expect(valueOptions(three, 'level')).toEqual(['Advanced', 'Beginner']);
    expect(valueOptions(three, 'audience')).toEqual(['Adults', 'All ages']);
  });

  it('keeps the sessions with the chosen value, ignoring case and spaces, combined with the other filters', () => {
    expect(filterSessions(three, { ...NO_FILTERS, level: 'Beginner' }).map((s) => s.id)).toEqual([11]);
    expect(filterSessions(three, { ...NO_FILTERS, audience: 'Adults' }).map((s) => s.id)).toEqual([11, 13]);
    expect(filterSessions(three, { ...NO_FILTERS, audience: 'Adults', search: 'open' }).map((s) => s.id)).toEqual([13]);
    expect(filterSessions(three, { ...NO_FILTERS, topic: beginner.category }).length).toBeGreaterThan(0);
    expect(hasActiveFilters({ ...NO_FILTERS, level: 'Beginner' })).toBe(true);
  });
});

describe('options and state', () => {
  it('lists the days in the data in calendar order', () => {
    expect(dayOptions([workshop, keynote, poster])).toEqual(['Monday', 'Tuesday']);
  });

  it('lists the distinct tracks, sorted with numbers compared as numbers', () => {
    expect(
      trackOptions([
        ...all,
        makeSession({ id: 6, title: 'B', track: '1.2' }),
        makeSession({ id: 7, title: 'C', track: 'P9' }),
      ]),
    ).toEqual(['1.1', '1.2', '1.10', 'Keynote', 'P9', 'P10']);
  });

  it('knows when any filter is set', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: 'a' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, day: 'Monday' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, track: '1.1' })).toBe(true);
  });

  it('words the results line as the spec does', () => {
    expect(resultsLine(3, 120)).toBe('Showing 3 of 120 sessions');
    expect(resultsLine(0, 120)).toBe('Showing 0 of 120 sessions');
  });
});
