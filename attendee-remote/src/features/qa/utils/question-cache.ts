import type { LiveEvent, Question, QuestionList } from '@cc/api/contract';

export interface QuestionChange {
  kind: 'added' | 'answered';
  question: Question;
}

/**
 * Applies live question events to a cached list and says what a person should hear about (a new question,
 * a question that has just been answered). The caller's own `voted` is kept: events carry `voted: false`.
 * Idempotent: applying the same events again changes nothing and reports nothing.
 */
export function applyQuestionEvents(
  list: QuestionList,
  events: readonly LiveEvent[],
): { list: QuestionList; changes: QuestionChange[] } {
  let questions = list.questions;
  const changes: QuestionChange[] = [];
  for (const event of events) {
    if (event.topic === 'moderation' || (event.topic !== 'questions' && !event.topic.startsWith('questions:')))
      continue;
    if (event.type === 'question.deleted') {
      questions = questions.filter((q) => q.id !== event.data.id);
      continue;
    }
    if (event.type !== 'question.created' && event.type !== 'question.updated') continue;
    const incoming = event.data as Question;
    const existing = questions.find((q) => q.id === incoming.id);
    if (!existing) {
      questions = [{ ...incoming, voted: false }, ...questions];
      changes.push({ kind: incoming.answered ? 'answered' : 'added', question: incoming });
      continue;
    }
    const merged = { ...incoming, voted: existing.voted };
    questions = questions.map((q) => (q.id === incoming.id ? merged : q));
    if (incoming.answered && !existing.answered) changes.push({ kind: 'answered', question: merged });
  }
  return { list: questions === list.questions ? list : { questions }, changes };
}
