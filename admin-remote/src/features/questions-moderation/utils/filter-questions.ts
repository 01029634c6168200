import type { AdminQuestion, AdminQuestionCounts, QuestionStatus } from '@cc/api/contract';

/** admin.md §2: the status filter. 'Approved' includes answered questions (approved with a response). */
export type QuestionFilter = 'all' | 'pending' | 'approved' | 'rejected';
export const QUESTION_FILTERS: readonly { value: QuestionFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

export function isQuestionFilter(value: unknown): value is QuestionFilter {
  return QUESTION_FILTERS.some((filter) => filter.value === value);
}

export function matchesFilter(status: QuestionStatus, filter: QuestionFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'approved') return status === 'approved' || status === 'answered';
  return status === filter;
}

/** Case-insensitive search over question text, name and email (admin.md §2). */
export function matchesSearch(question: AdminQuestion, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('en-GB');
  if (!needle) return true;
  return [question.text, question.name, question.email].some((field) =>
    field?.toLocaleLowerCase('en-GB').includes(needle),
  );
}

export function filterQuestions(questions: AdminQuestion[], filter: QuestionFilter, search: string): AdminQuestion[] {
  return questions.filter((question) => matchesFilter(question.status, filter) && matchesSearch(question, search));
}

/** The four counts shown: total, pending, approved (with answered) and rejected. */
export function displayCounts(counts: AdminQuestionCounts) {
  return {
    total: counts.total,
    pending: counts.pending,
    approved: counts.approved + counts.answered,
    rejected: counts.rejected,
  };
}
