/**
 * Optional system notifications for reminders, only after the attendee asks for them (a button, never on its
 * own): the browser's permission prompt appears at that press. Used only while the tab is hidden; on screen the
 * notice and the live region say it.
 */
export function systemNotificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function systemNotificationPermission(): NotificationPermission | 'unsupported' {
  return systemNotificationsSupported() ? Notification.permission : 'unsupported';
}

export async function askForSystemNotifications(): Promise<NotificationPermission | 'unsupported'> {
  if (!systemNotificationsSupported()) return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    // Some browsers refuse to ask at all (an insecure page, an embedded frame): what the browser has now stands.
    return Notification.permission;
  }
}

/** Shows `text` as a system notification when allowed and the page is not in view; false when not shown. */
export function notifyIfHidden(text: string): boolean {
  if (systemNotificationPermission() !== 'granted' || document.visibilityState !== 'hidden') return false;
  try {
    new Notification('Session reminder', { body: text, tag: 'session-reminder' });
    return true;
  } catch {
    // Some mobile browsers allow notifications only from a service worker: the on-screen notice remains.
    return false;
  }
}
