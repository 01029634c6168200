import type { AdminQuestion } from '@cc/api/contract';

export type QuestionSort = 'newest' | 'votes' | 'oldest';
export const QUESTION_SORTS: readonly { value: QuestionSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'votes', label: 'Most votes first' },
  { value: 'oldest', label: 'Oldest first' },
];

export function isQuestionSort(value: string): value is QuestionSort {
  return QUESTION_SORTS.some((sort) => sort.value === value);
}

const time = (question: AdminQuestion) => Date.parse(question.createdAt);

/** A sorted copy. Equal votes put the newer question first; equal times fall back to the id, so the order is stable. */
export function sortQuestions(questions: readonly AdminQuestion[], sort: QuestionSort): AdminQuestion[] {
  const newest = (a: AdminQuestion, b: AdminQuestion) => time(b) - time(a) || b.id - a.id;
  const compare =
    sort === 'votes'
      ? (a: AdminQuestion, b: AdminQuestion) => b.votes - a.votes || newest(a, b)
      : sort === 'oldest'
        ? (a: AdminQuestion, b: AdminQuestion) => -newest(a, b)
        : newest;
  return [...questions].sort(compare);
}
