import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { reportPageView } from './report-page-view';

/** Reports the first page and every later change of path (not of query or hash: filters are not page views). */
export function usePageViewReporting(): void {
  const { pathname } = useLocation();
  // StrictMode runs effects twice in development; one visit is one page view.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    // In a task of its own: the first page's effects already start every query of the page (a fetch costs).
    const pageUrl = window.location.href;
    setTimeout(() => reportPageView(pathname, pageUrl), 0);
  }, [pathname]);
}
