// @vitest-environment node
import type { AdminQuestion } from '@cc/api/contract';
import { describe, expect, it } from 'vitest';
import { makeAdminQuestion } from '../../../test/admin-question-fixture';
import { displayCounts, filterQuestions, isQuestionFilter, matchesFilter } from './filter-questions';

const question = (id: number, overrides: Partial<AdminQuestion>) =>
  makeAdminQuestion(id, { text: 'A question', ...overrides });

const questions = [
  question(1, { text: 'Is there a QUIET room?', name: 'Sam Lee', email: 'sam@example.org' }),
  question(2, { status: 'approved', text: 'Lunch times?', email: 'ana@example.org' }),
  question(3, { status: 'answered', text: 'Step-free route?', name: 'Ana' }),
  question(4, { status: 'rejected', text: 'Buy cheap tablets' }),
];

describe('filterQuestions', () => {
  it('filters by status; Approved includes answered questions', () => {
    expect(filterQuestions(questions, 'all', '').map((q) => q.id)).toEqual([1, 2, 3, 4]);
    expect(filterQuestions(questions, 'pending', '').map((q) => q.id)).toEqual([1]);
    expect(filterQuestions(questions, 'approved', '').map((q) => q.id)).toEqual([2, 3]);
    expect(filterQuestions(questions, 'rejected', '').map((q) => q.id)).toEqual([4]);
    expect(matchesFilter('answered', 'pending')).toBe(false);
  });

  it('searches text, name and email, ignoring case and surrounding spaces', () => {
    expect(filterQuestions(questions, 'all', ' quiet ').map((q) => q.id)).toEqual([1]);
    expect(filterQuestions(questions, 'all', 'ana').map((q) => q.id)).toEqual([2, 3]);
    expect(filterQuestions(questions, 'all', 'SAM@EXAMPLE').map((q) => q.id)).toEqual([1]);
    expect(filterQuestions(questions, 'approved', 'step').map((q) => q.id)).toEqual([3]);
    expect(filterQuestions(questions, 'all', 'nothing like this')).toEqual([]);
  });

  it('counts answered questions as approved', () => {
    expect(displayCounts({ total: 10, pending: 2, approved: 3, answered: 4, rejected: 1 })).toEqual({
      total: 10,
      pending: 2,
      approved: 7,
      rejected: 1,
    });
  });

  it('knows the filter values of the spec', () => {
    for (const value of ['all', 'pending', 'approved', 'rejected']) expect(isQuestionFilter(value)).toBe(true);
    expect(isQuestionFilter('answered')).toBe(false);
    expect(isQuestionFilter(undefined)).toBe(false);
  });
});
