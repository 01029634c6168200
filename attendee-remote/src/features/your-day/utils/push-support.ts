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

const KEEP =
  'Reminders still appear on this page while it is open, and the calendar feed in My Agenda can remind you too.';

/** What the page says when push is not possible here. */
export const PUSH_UNAVAILABLE_TEXT: Record<Exclude<PushSupport, 'supported'>, string> = {
  denied: `Notifications are blocked for this site in your browser's settings, so none can reach this device. ${KEEP}`,
  'ios-not-installed': `On iPhone and iPad, notifications work only in the app added to your Home Screen: tap Share, then Add to Home Screen, and open it from there. ${KEEP}`,
  'no-service-worker': `This browser cannot receive notifications from this app (it does not run the app's background service). ${KEEP}`,
  'no-push': `This browser cannot receive notifications from this app (it has no push support). ${KEEP}`,
};
