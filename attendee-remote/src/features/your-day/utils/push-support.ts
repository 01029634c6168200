/**
 * Whether this browser can be sent notifications by the server (Web Push, issue 29), and if not, why, in the
 * words the page uses. Reads the browser only; pure given its inputs.
 */
export type PushSupport = 'supported' | 'denied' | 'ios-not-installed' | 'no-service-worker' | 'no-push';

export interface BrowserFacts {
  userAgent: string;
  maxTouchPoints: number;
  /** Opened from the home screen (display-mode standalone, or Safari's navigator.standalone). */
  standalone: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  notifications: boolean;
  permission: NotificationPermission | null;
}

export function browserFacts(): BrowserFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone:
      nav.standalone === true ||
      (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches),
    serviceWorker: 'serviceWorker' in nav,
    pushManager: 'PushManager' in window,
    notifications: 'Notification' in window,
    permission: 'Notification' in window ? Notification.permission : null,
  };
}

/** iPhone and iPad (iPadOS presents itself as a Mac with a touch screen). */
function isAppleMobile(facts: BrowserFacts): boolean {
  return /iPhone|iPad|iPod/.test(facts.userAgent) || (/Macintosh/.test(facts.userAgent) && facts.maxTouchPoints > 1);
}

export function pushSupport(facts: BrowserFacts = browserFacts()): PushSupport {
  // On iPhone and iPad, push reaches only the app added to the Home Screen (iOS 16.4 and later).
  if (isAppleMobile(facts) && !facts.standalone) return 'ios-not-installed';
  if (!facts.serviceWorker) return 'no-service-worker';
  if (!facts.pushManager || !facts.notifications) return 'no-push';
  if (facts.permission === 'denied') return 'denied';
  return 'supported';
}

/** What still works where push does not: the end of every "not possible" text. */
export const PUSH_STILL_WORKS =
  'What still works: reminders on this page while it is open, and alarms in your calendar app from the calendar file or calendar address in My Agenda.';

/** What the page says when push is not possible here. */
export const PUSH_UNAVAILABLE_TEXT: Record<Exclude<PushSupport, 'supported'>, string> = {
  denied: `Notifications are blocked for this site in your browser's settings, so none can reach this device. To allow them, change this site's notification setting in the browser, then reload the page. ${PUSH_STILL_WORKS}`,
  'ios-not-installed': `On iPhone and iPad, notifications work only in the app added to your Home Screen: tap Share, then Add to Home Screen, and open it from there. ${PUSH_STILL_WORKS}`,
  'no-service-worker': `This browser cannot receive notifications from this app here: it is not running the app's background service, as happens in private windows. ${PUSH_STILL_WORKS}`,
  'no-push': `This browser cannot receive notifications from this app: it does not support them. ${PUSH_STILL_WORKS}`,
};

/** Why turning notifications on did not work this time, when the controls stay (the person may try again). */
export type PushSetupProblem = 'dismissed' | 'no-service-worker' | 'failed' | 'off-failed';

/** What the page says then: never the browser's own error text, which is written for developers. */
export const PUSH_SETUP_TEXT: Record<PushSetupProblem, string> = {
  dismissed: `Notifications were not turned on: the browser's question was closed without an answer. Choose again to be asked again. ${PUSH_STILL_WORKS}`,
  'no-service-worker': `Notifications could not be set up: the app's background service is not running in this browser. Reload the page and try again; in a private window it may not run at all. ${PUSH_STILL_WORKS}`,
  failed: `Notifications could not be set up: this browser would not register this device for them. Try again later, or check that this site may send notifications in the browser's settings. ${PUSH_STILL_WORKS}`,
  'off-failed': 'Notifications could not be turned off on this device. Please try again.',
};
