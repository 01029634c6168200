import {
  DEFAULT_QA_SORT,
  DEFAULT_QA_STATUS,
  isQaSortOrder,
  isQaStatusFilter,
  QA_SORT_ORDERS,
  QA_STATUS_FILTERS,
  type QaSortOrder,
  type QaStatusFilter,
  type Question,
} from '@cc/api/contract';
import { dateTimeFormat } from '@cc/design-system';

/** attendee.md §9: Popular filter at 3 or more votes; the 'Popular' tag at 5 or more. */
export const POPULAR_FILTER_VOTES = 3;
export const POPULAR_TAG_VOTES = 5;
export const QUESTION_MAX_LENGTH = 500;

const STATUS_LABELS: Record<QaStatusFilter, string> = {
  all: 'All',
  unanswered: 'Unanswered',
  answered: 'Answered',
  popular: 'Popular',
};
export const STATUS_FILTERS = QA_STATUS_FILTERS.map((id) => ({ id, label: STATUS_LABELS[id] }));
export type StatusFilter = QaStatusFilter;

const SORT_LABELS: Record<QaSortOrder, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  popular: 'Most Popular',
};
export const SORT_OPTIONS = QA_SORT_ORDERS.map((value) => ({ value, label: SORT_LABELS[value] }));
export type SortOrder = QaSortOrder;

export const isSortOrder = isQaSortOrder;

export interface QaFilters {
  status: StatusFilter;
  search: string;
  sort: SortOrder;
}

/**
 * The filters an address asks for (`?q=&status=&sort=`, the GET form sent without scripts, issue 36): the server
 * draws the page for them and the browser starts from the same. A value the page does not know is the default.
 */
export function readQaFilters(params: URLSearchParams): QaFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    status: isQaStatusFilter(status) ? status : DEFAULT_QA_STATUS,
    search: params.get('q') ?? '',
    sort: isQaSortOrder(sort) ? sort : DEFAULT_QA_SORT,
  };
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

/** The questions shown for these filters, in their order: in the browser, and on the server for the address's. */
export function visibleQuestions(questions: readonly Question[], options: QaFilters): Question[] {
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
