// @vitest-environment node
import type { AdminSession } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { makeAdminSession } from '../../../test/admin-session-fixture';
import {
  DEFAULT_SORT,
  dayOptions,
  exportFileName,
  filterSessions,
  levelOptions,
  NO_FILTERS,
  nextSort,
  sortSessions,
  trackOptions,
} from './session-table';

let id = 0;
function session(partial: Partial<AdminSession>): AdminSession {
  id += 1;
  return makeAdminSession(id, partial);
}

const mon = { sessionDate: '2027-09-13', day: 'Monday' };
const tue = { sessionDate: '2027-09-14', day: 'Tuesday' };
const sessions = [
  session({
    ...tue,
    track: '1.10',
    sessionNumber: 'S-204',
    title: 'Core words',
    speaker: 'Ann Aye',
    startTime: '10:00',
    sessionLevel: 'Advanced',
  }),
  session({
    ...mon,
    track: '1.9',
    title: 'Eye gaze',
    abstractContent: 'About gaze',
    hasAbstract: true,
    startTime: '09:00',
  }),
  session({
    ...mon,
    track: 'P3',
    title: 'Poster',
    location: 'Linden Hall',
    sessionLevel: 'Beginner',
    startTime: '12:45',
  }),
  session({ title: 'TBA talk', sessionLevel: 'Expert' }),
];

describe('filter options come from the data (BEYOND D10)', () => {
  it('lists each day present in date order, each track in natural order, and each level', () => {
    expect(dayOptions(sessions)).toEqual([
      { value: '2027-09-13', label: 'Monday' },
      { value: '2027-09-14', label: 'Tuesday' },
    ]);
    expect(trackOptions(sessions).map((o) => o.value)).toEqual(['1.9', '1.10', 'P3']);
    expect(levelOptions(sessions).map((o) => o.value)).toEqual(['Beginner', 'Advanced', 'Expert']);
  });
});

describe('filterSessions', () => {
  const titles = (filters: Partial<typeof NO_FILTERS>) =>
    filterSessions(sessions, { ...NO_FILTERS, ...filters }).map((s) => s.title);

  it('searches title, speaker, abstract and location, case-insensitively', () => {
    expect(titles({ search: 'CORE' })).toEqual(['Core words']);
    expect(titles({ search: 'ann aye' })).toEqual(['Core words']);
    expect(titles({ search: 'about gaze' })).toEqual(['Eye gaze']);
    expect(titles({ search: 'linden' })).toEqual(['Poster']);
    expect(titles({ search: '  ' })).toHaveLength(4);
  });

  it('finds a session by its number or its track', () => {
    expect(titles({ search: 's-204' })).toEqual(['Core words']);
    expect(titles({ search: ' S-204 ' })).toEqual(['Core words']);
    expect(titles({ search: 'p3' })).toEqual(['Poster']);
    expect(titles({ search: '1.9' })).toEqual(['Eye gaze']);
  });

  it('filters by day, track, abstract and level exactly', () => {
    expect(titles({ day: '2027-09-13' })).toEqual(['Eye gaze', 'Poster']);
    expect(titles({ track: '1.9' })).toEqual(['Eye gaze']);
    expect(titles({ abstract: 'with' })).toEqual(['Eye gaze']);
    expect(titles({ abstract: 'without' })).toHaveLength(3);
    expect(titles({ level: 'Advanced' })).toEqual(['Core words']);
    expect(titles({ day: '2027-09-13', level: 'Advanced' })).toEqual([]);
  });
});

describe('sortSessions', () => {
  it('sorts by track ascending by default, numbers as numbers, missing last', () => {
    expect(sortSessions(sessions, DEFAULT_SORT).map((s) => s.track)).toEqual(['1.9', '1.10', 'P3', null]);
  });

  it('flips direction on the sorted column; missing values stay last', () => {
    const order = nextSort(DEFAULT_SORT, 'track');
    expect(order).toEqual({ column: 'track', direction: 'descending' });
    expect(sortSessions(sessions, order).map((s) => s.track)).toEqual(['P3', '1.10', '1.9', null]);
    expect(nextSort(order, 'title')).toEqual({ column: 'title', direction: 'ascending' });
  });

  it('sorts by day, time, speaker and abstract', () => {
    expect(sortSessions(sessions, { column: 'day', direction: 'ascending' }).map((s) => s.title)).toEqual([
      'Eye gaze',
      'Poster',
      'Core words',
      'TBA talk',
    ]);
    expect(sortSessions(sessions, { column: 'time', direction: 'descending' })[0]?.title).toBe('Poster');
    expect(sortSessions(sessions, { column: 'speaker', direction: 'ascending' })[0]?.title).toBe('Core words');
    expect(sortSessions(sessions, { column: 'abstract', direction: 'descending' })[0]?.title).toBe('Eye gaze');
  });
});

describe('exportFileName', () => {
  it('is sessions-export-{YYYY-MM-DD}.json', () => {
    expect(exportFileName(new Date(2027, 8, 4, 23, 59))).toBe('sessions-export-2027-09-04.json');
  });
});
