// @vitest-environment node
import type { LiveEvent, Question } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { collapsedText, needsCollapse, qaTime, readQaFilters, resultsLine, visibleQuestions } from './qa-filter';
import { applyQuestionEvents } from './question-cache';

const q = (id: number, extra: Partial<Question> = {}): Question => ({
  id,
  text: `Question ${id}`,
  sessionId: null,
  sessionTitle: null,
  anonymous: false,
  authorName: null,
  status: 'approved',
  answered: false,
  votes: 0,
  voted: false,
  response: null,
  respondedBy: null,
  respondedAt: null,
  readOutLoud: false,
  deviceTurn: false,
  createdAt: `2027-09-13T09:0${id}:00.000Z`,
  ...extra,
});

describe('visibleQuestions', () => {
  const list = [
    q(1, { votes: 3 }),
    q(2, { answered: true, status: 'answered', response: 'Yes, the lifts work.' }),
    q(3, { votes: 7, text: 'Where is the quiet room?' }),
    q(4, { sessionTitle: 'Eye gaze basics' }),
  ];
  const ids = (options: Parameters<typeof visibleQuestions>[1]) => visibleQuestions(list, options).map((x) => x.id);
  it('filters by status: unanswered, answered, popular (3+ votes)', () => {
    expect(ids({ status: 'all', search: '', sort: 'newest' })).toEqual([4, 3, 2, 1]);
    expect(ids({ status: 'unanswered', search: '', sort: 'newest' })).toEqual([4, 3, 1]);
    expect(ids({ status: 'answered', search: '', sort: 'newest' })).toEqual([2]);
    expect(ids({ status: 'popular', search: '', sort: 'newest' })).toEqual([3, 1]);
  });
  it('searches question, answer and session, case-insensitively', () => {
    expect(ids({ status: 'all', search: 'QUIET', sort: 'newest' })).toEqual([3]);
    expect(ids({ status: 'all', search: 'lifts', sort: 'newest' })).toEqual([2]);
    expect(ids({ status: 'all', search: 'eye gaze', sort: 'newest' })).toEqual([4]);
  });
  it('sorts newest, oldest or most popular', () => {
    expect(ids({ status: 'all', search: '', sort: 'oldest' })).toEqual([1, 2, 3, 4]);
    expect(ids({ status: 'all', search: '', sort: 'popular' })).toEqual([3, 1, 4, 2]);
  });
  it('reads the filters from the address the form sends without scripts; an unknown value is the default', () => {
    expect(readQaFilters(new URLSearchParams('q=lifts&status=answered&sort=popular'))).toEqual({
      search: 'lifts',
      status: 'answered',
      sort: 'popular',
    });
    expect(readQaFilters(new URLSearchParams('status=everything&sort=loudest'))).toEqual({
      search: '',
      status: 'all',
      sort: 'newest',
    });
  });
  it('writes the results line', () => {
    expect(resultsLine(1)).toBe('Showing 1 question');
    expect(resultsLine(0)).toBe('Showing 0 questions');
  });
});

describe('collapsing', () => {
  it('collapses over 160 characters or over 2 lines', () => {
    expect(needsCollapse('x'.repeat(160))).toBe(false);
    expect(needsCollapse('x'.repeat(161))).toBe(true);
    expect(needsCollapse('a\nb')).toBe(false);
    expect(needsCollapse('a\nb\nc')).toBe(true);
    expect(collapsedText('a\nb\nc')).toBe('a\nb…');
    expect(collapsedText(`${'word '.repeat(40)}end`).length).toBeLessThanOrEqual(161);
  });
});

describe('qaTime (§9)', () => {
  const now = Date.parse('2027-09-14T12:00:00Z');
  it('gives minutes, hours, then day, short month and time', () => {
    expect(qaTime('2027-09-14T11:55:00Z', now)).toBe('5 min ago');
    expect(qaTime('2027-09-14T09:00:00Z', now)).toBe('3 hours ago');
    expect(qaTime('2027-09-12T08:07:00Z', now, 'UTC')).toMatch(/^12 Sept?, 08:07$/);
  });
});

describe('applyQuestionEvents', () => {
  it('adds at the top, keeps my vote on update, reports newly answered, removes deleted', () => {
    const list = { questions: [q(1, { voted: true, votes: 1 }), q(2)] };
    const events: LiveEvent[] = [
      { topic: 'questions', type: 'question.created', data: q(5) },
      { topic: 'questions', type: 'question.updated', data: q(1, { votes: 2, answered: true, response: 'Yes' }) },
      { topic: 'questions', type: 'question.deleted', data: { id: 2 } },
    ];
    const { list: next, changes } = applyQuestionEvents(list, events);
    expect(next.questions.map((x) => [x.id, x.votes, x.voted])).toEqual([
      [5, 0, false],
      [1, 2, true],
    ]);
    expect(changes.map((c) => [c.kind, c.question.id])).toEqual([
      ['added', 5],
      ['answered', 1],
    ]);
    const again = applyQuestionEvents(next, events);
    expect(again.changes).toEqual([]);
    expect(again.list.questions).toEqual(next.questions);
  });
});
