/**
 * LCP, INP and CLS reported to the API as `web_vital` user actions, only with the visitor's consent to analytics
 * cookies: without it the measuring library is not even downloaded. Consent given later in the visit starts it
 * then; a metric arriving after consent was withdrawn is dropped.
 */
import { postUserAction } from '@cc/api/client';
import type { UserActionBody, WebVitalDetails } from '@cc/api/contract';
import type { ConsentState } from '@cc/design-system';
import type { Metric } from 'web-vitals';
import { pageName } from './page-name';

type ReportedMetric = Pick<Metric, 'name' | 'value' | 'rating' | 'id' | 'navigationType'>;
type OnMetric = (report: (metric: ReportedMetric) => void) => void;

/** The part of the web-vitals package used here. */
export interface WebVitalsLibrary {
  onLCP: OnMetric;
  onINP: OnMetric;
  onCLS: OnMetric;
}

/** The part of a zustand consent store used here. */
export interface ConsentSource {
  getState(): Pick<ConsentState, 'consent'>;
  subscribe(listener: (state: Pick<ConsentState, 'consent'>) => void): () => void;
}

export interface WebVitalsOptions {
  consent: ConsentSource;
  load?: () => Promise<WebVitalsLibrary>;
  send?: (body: UserActionBody) => void;
}

/** The action for one metric: CLS is a score (4 decimals), LCP and INP whole milliseconds. */
export function webVitalAction(metric: ReportedMetric, location: Pick<Location, 'pathname' | 'href'>): UserActionBody {
  const details: WebVitalDetails = {
    name: metric.name as WebVitalDetails['name'],
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    page: pageName(location.pathname),
  };
  return { actionType: 'web_vital', actionDetails: { ...details }, pageUrl: location.href };
}

/**
 * Metrics are often final only when the page is hidden or closed; `keepalive` lets the request outlive the page.
 * Fire-and-forget like every other user action.
 */
export function sendUserAction(body: UserActionBody): void {
  postUserAction(body);
}

const analyticsAllowed = (state: Pick<ConsentState, 'consent'>) => state.consent?.analytics === true;

/** Starts reporting once analytics consent is given (now or later in the visit). Returns a stop for tests. */
export function reportWebVitalsWithConsent({
  consent,
  load = () => import('web-vitals'),
  send = sendUserAction,
}: WebVitalsOptions): () => void {
  let started = false;
  const start = () => {
    started = true;
    load()
      .then((library) => {
        const report = (metric: ReportedMetric) => {
          if (analyticsAllowed(consent.getState())) send(webVitalAction(metric, window.location));
        };
        library.onLCP(report);
        library.onINP(report);
        library.onCLS(report);
      })
      .catch(() => {});
  };
  if (analyticsAllowed(consent.getState())) {
    start();
    return () => {};
  }
  const unsubscribe = consent.subscribe((state) => {
    if (started || !analyticsAllowed(state)) return;
    unsubscribe();
    start();
  });
  return unsubscribe;
}
