// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeAdminQuestion } from '../../../test/admin-question-fixture';
import { bulkSummary } from './bulk-summary';
import { ALL_SESSIONS, GENERAL_QUESTIONS, matchesSession, sessionOptions } from './session-filter';
import { sortQuestions } from './sort-questions';

const question = makeAdminQuestion;

const questions = [
  question(1, { sessionId: 7, sessionTitle: 'Switch access', votes: 2, createdAt: '2027-09-13T09:00:00.000Z' }),
  question(2, { votes: 5, createdAt: '2027-09-13T11:00:00.000Z' }),
  question(3, { sessionId: 4, sessionTitle: 'Eye gaze', votes: 2, createdAt: '2027-09-13T12:00:00.000Z' }),
  question(4, { sessionId: 7, sessionTitle: 'Switch access', createdAt: '2027-09-13T08:00:00.000Z' }),
];

describe('the session filter', () => {
  it('offers every session that has questions, by time, saying when, with its count, after general questions', () => {
    // Switch access (track 1.1) is on Monday, Eye gaze (track 3.2) on Monday earlier, Talk 9 on Tuesday.
    const sessions = [
      { id: 7, title: 'Switch access', sessionDate: '2027-09-13', startTime: '11:55' },
      { id: 9, title: 'Talk 9', sessionDate: '2027-09-14', startTime: '09:00' },
      { id: 4, title: 'Eye gaze', sessionDate: '2027-09-13', startTime: '09:30' },
    ];
    const more = [...questions, question(5, { sessionId: 9, sessionTitle: 'Talk 9' })];
    expect(sessionOptions(more, sessions)).toEqual([
      { value: ALL_SESSIONS, label: 'All sessions' },
      { value: GENERAL_QUESTIONS, label: 'General questions, no session (1 question)' },
      { value: '4', label: 'Monday 13 September, 09:30 · Eye gaze (1 question)' },
      { value: '7', label: 'Monday 13 September, 11:55 · Switch access (2 questions)' },
      { value: '9', label: 'Tuesday 14 September, 09:00 · Talk 9 (1 question)' },
    ]);
    // Before the sessions' times are known: by title.
    expect(sessionOptions(questions).map((option) => option.label)).toEqual([
      'All sessions',
      'General questions, no session (1 question)',
      'Eye gaze (1 question)',
      'Switch access (2 questions)',
    ]);
    expect(sessionOptions([])).toEqual([{ value: ALL_SESSIONS, label: 'All sessions' }]);
  });

  it('keeps the questions of the chosen session, or those about no session', () => {
    const ids = (session: string) => questions.filter((q) => matchesSession(q, session)).map((q) => q.id);
    expect(ids(ALL_SESSIONS)).toEqual([1, 2, 3, 4]);
    expect(ids('7')).toEqual([1, 4]);
    expect(ids(GENERAL_QUESTIONS)).toEqual([2]);
  });
});

describe('sortQuestions', () => {
  it('sorts newest first, oldest first, or by votes with the newer of equal votes first', () => {
    expect(sortQuestions(questions, 'newest').map((q) => q.id)).toEqual([3, 2, 1, 4]);
    expect(sortQuestions(questions, 'oldest').map((q) => q.id)).toEqual([4, 1, 2, 3]);
    expect(sortQuestions(questions, 'votes').map((q) => q.id)).toEqual([2, 3, 1, 4]);
    // A copy: the list given keeps its order.
    expect(questions.map((q) => q.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('bulkSummary', () => {
  it('says how many changed, and any left alone or gone, in words', () => {
    const updated = [question(1, { status: 'approved' }), question(2, { status: 'answered' })];
    expect(bulkSummary('approved', { updated, unchangedIds: [], notFoundIds: [] })).toBe('2 questions approved.');
    expect(bulkSummary('approved', { updated: [], unchangedIds: [1, 2], notFoundIds: [] })).toBe(
      'No questions approved. 2 questions were already approved.',
    );
    expect(bulkSummary('rejected', { updated: updated.slice(0, 1), unchangedIds: [3], notFoundIds: [8, 9] })).toBe(
      '1 question rejected. 1 question was already rejected. 2 questions could not be found; someone may have deleted them.',
    );
  });
});
