import type { Question } from '@cc/api/contract';
import { dateTimeFormat } from '@cc/design-system';

/** attendee.md §9: Popular filter at 3 or more votes; the 'Popular' tag at 5 or more. */
export const POPULAR_FILTER_VOTES = 3;
export const POPULAR_TAG_VOTES = 5;
export const QUESTION_MAX_LENGTH = 500;

export const STATUS_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'unanswered', label: 'Unanswered' },
  { id: 'answered', label: 'Answered' },
  { id: 'popular', label: 'Popular' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['id'];

export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'popular', label: 'Most Popular' },
] as const;
export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];

export function isSortOrder(value: string): value is SortOrder {
  return SORT_OPTIONS.some((option) => option.value === value);
}

function matchesStatus(question: Question, status: StatusFilter): boolean {
  switch (status) {
    case 'unanswered':
      return !question.answered;
    case 'answered':
      return question.answered;
    case 'popular':
      return question.votes >= POPULAR_FILTER_VOTES;
    default:
      return true;
  }
}

/** Case-insensitive over the question, its answer, its session and who asked. */
function matchesSearch(question: Question, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (term === '') return true;
  return [question.text, question.response, question.sessionTitle, question.authorName].some((field) =>
    field?.toLowerCase().includes(term),
  );
}

const byNewest = (a: Question, b: Question) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

export function visibleQuestions(
  questions: readonly Question[],
  options: { status: StatusFilter; search: string; sort: SortOrder },
): Question[] {
  const shown = questions.filter((q) => matchesStatus(q, options.status) && matchesSearch(q, options.search));
  switch (options.sort) {
    case 'oldest':
      return shown.sort((a, b) => -byNewest(a, b));
    case 'popular':
      return shown.sort((a, b) => b.votes - a.votes || byNewest(a, b));
    default:
      return shown.sort(byNewest);
  }
}

/** 'Showing N question(s)'. */
export function resultsLine(count: number): string {
  return `Showing ${count} ${count === 1 ? 'question' : 'questions'}`;
}

/** §5: text over 160 characters or over 2 lines is collapsed behind 'Show more'. */
export const COLLAPSE_CHARACTERS = 160;
export const COLLAPSE_LINES = 2;

export function needsCollapse(text: string): boolean {
  return text.length > COLLAPSE_CHARACTERS || text.split('\n').length > COLLAPSE_LINES;
}

/** The collapsed form: at most 2 lines and 160 characters, cut at a word when one is near, plus '…'. */
export function collapsedText(text: string): string {
  let short = text.split('\n').slice(0, COLLAPSE_LINES).join('\n');
  if (short.length > COLLAPSE_CHARACTERS) {
    short = short.slice(0, COLLAPSE_CHARACTERS);
    const space = short.lastIndexOf(' ');
    if (space > COLLAPSE_CHARACTERS - 30) short = short.slice(0, space);
  }
  return `${short.trimEnd()}…`;
}

/**
 * §9 Q&A time: under 60 minutes 'N min ago'; under 24 hours 'N hours ago'; otherwise en-GB day, short month,
 * hour:minute. Under a minute: 'Just now'.
 */
export function qaTime(iso: string, now: number = Date.now(), timeZone?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const minutes = Math.floor(Math.max(0, now - time) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const parts = dateTimeFormat({
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}, ${part('hour')}:${part('minute')}`;
}
