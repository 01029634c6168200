/**
 * The Q&A page's address (issue 36): `/qa?q=&status=&sort=` (and `/qa/:sessionId?…`). Its filters are a GET form
 * the server answers without scripts, so the values the page reads are shared by the page (attendee-remote,
 * features/qa/utils/qa-filter.ts, which filters and sorts by them) and the API's rendered-page cache, which keeps
 * only these values in its keys (QUERY_PARAMETERS in api/src/modules/ssr/rendered-pages.ts).
 */

/** attendee.md §6: the status filter buttons, in order; the first is the default. */
export const QA_STATUS_FILTERS = ['all', 'unanswered', 'answered', 'popular'] as const;
export type QaStatusFilter = (typeof QA_STATUS_FILTERS)[number];
export const DEFAULT_QA_STATUS: QaStatusFilter = 'all';

/** attendee.md §6: the sort orders, in order; the first (newest, §9) is the default. */
export const QA_SORT_ORDERS = ['newest', 'oldest', 'popular'] as const;
export type QaSortOrder = (typeof QA_SORT_ORDERS)[number];
export const DEFAULT_QA_SORT: QaSortOrder = 'newest';

export function isQaStatusFilter(value: string | null): value is QaStatusFilter {
  return (QA_STATUS_FILTERS as readonly (string | null)[]).includes(value);
}

export function isQaSortOrder(value: string | null): value is QaSortOrder {
  return (QA_SORT_ORDERS as readonly (string | null)[]).includes(value);
}
