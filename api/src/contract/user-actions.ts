/** POST /api/user-actions body. Recorded only for a signed-in user; 204 either way (attendee.md §6). */
export interface UserActionBody {
  actionType: 'page_view' | 'bookmark_add' | 'bookmark_remove' | 'agenda_add' | 'agenda_remove' | 'web_vital';
  actionDetails: Record<string, string | number | boolean | null>;
  pageUrl: string;
}

/** actionDetails of a `web_vital` action (LCP, INP, CLS from the web-vitals library), checked by the server. */
export interface WebVitalDetails {
  name: 'LCP' | 'INP' | 'CLS';
  /** Milliseconds for LCP and INP; the layout-shift score for CLS. */
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** The library's id of this measurement, to tell repeated reports of one page view apart. */
  id: string;
  /** How the page was reached: navigate, reload, back-forward… */
  navigationType: string;
  /** The page, named as in page_view. */
  page: string;
}
