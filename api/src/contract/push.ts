/**
 * Web Push (issue 29, ADR 007): what a browser sends to be notified on a locked phone, and what the service
 * worker receives. Every kind of notification is the person's own choice, off until they turn it on.
 */

/** Minutes before a session that a pushed reminder may come. */
export const PUSH_REMIND_MINUTE_CHOICES = [5, 10, 15, 20, 30] as const;

/** What this browser is sent. */
export interface PushPreferences {
  /** A reminder this many minutes before each session in the agenda (5–30); null: no reminders. */
  remindMinutes: number | null;
  /** A notice when a session in the agenda moves, changes room or is cancelled. */
  changes: boolean;
  /** Urgent announcements from the organisers. */
  urgent: boolean;
  /** Conference-time 'HH:MM' span (may pass midnight) with no reminders, and changes arriving silently; null: none. */
  quietHours: { from: string; until: string } | null;
  /** Whether a notification may vibrate (false under reduced motion, or by choice). */
  vibrate: boolean;
}

/** PUT /api/push/subscription: the browser's PushSubscription (its JSON form) and what it is to be sent. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  preferences: PushPreferences;
}

/** DELETE /api/push/subscription and POST /api/push/subscription/check: which browser. */
export interface PushEndpointBody {
  endpoint: string;
}

/** GET /api/push: the server's VAPID public key, the `applicationServerKey` a browser subscribes with. */
export interface PushServerKey {
  publicKey: string;
}

/** The subscription as the server keeps it for the caller. */
export interface PushSubscriptionState {
  preferences: PushPreferences;
}

/** The decrypted payload of every push: all the service worker needs to show it, and nothing personal. */
export interface PushMessage {
  kind: 'reminder' | 'change' | 'urgent';
  title: string;
  body: string;
  /** Path in the app to open on a click, e.g. '/session/42'. */
  url: string;
  /** Replaces an earlier notification of the same tag (a session's reminder, its latest change). */
  tag: string;
  vibrate: boolean;
  /** True in the person's quiet hours: shown without sound or vibration. */
  silent: boolean;
}
