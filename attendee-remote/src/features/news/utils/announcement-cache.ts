import type { Announcement, AnnouncementList, LiveEvent } from '@cc/api/contract';

/**
 * Applies live events to the cached list. Idempotent (an event applied twice changes nothing), so several
 * subscribers (the page and the nav badge) may apply the same event.
 */
export function applyAnnouncementEvents(list: AnnouncementList | undefined, events: readonly LiveEvent[]) {
  if (!list) return list;
  let announcements = list.announcements;
  for (const event of events) {
    if (event.topic !== 'announcements') continue;
    if (event.type === 'announcement.deleted') {
      announcements = announcements.filter((a) => a.id !== event.data.id);
    } else if (event.type === 'announcement.created' && !announcements.some((a) => a.id === event.data.id)) {
      announcements = [event.data, ...announcements];
    } else {
      const data: Announcement = event.data;
      announcements = announcements.some((a) => a.id === data.id)
        ? announcements.map((a) => (a.id === data.id ? data : a))
        : [data, ...announcements];
    }
  }
  return announcements === list.announcements ? list : { announcements };
}

/** Announcements created by these events that the list did not hold yet (to announce them once). */
export function newlyCreated(list: AnnouncementList | undefined, events: readonly LiveEvent[]): Announcement[] {
  const known = new Set(list?.announcements.map((a) => a.id));
  const created: Announcement[] = [];
  for (const event of events) {
    if (event.topic === 'announcements' && event.type === 'announcement.created' && !known.has(event.data.id)) {
      known.add(event.data.id);
      created.push(event.data);
    }
  }
  return created;
}

/**
 * Announcements these events correct (an update whose updatedAt moved on from the cached one): the server has
 * made them unread again for everyone who had read them.
 */
export function newlyCorrected(list: AnnouncementList | undefined, events: readonly LiveEvent[]): Announcement[] {
  const cached = new Map(list?.announcements.map((a) => [a.id, a.updatedAt]));
  const corrected = new Map<number, Announcement>();
  for (const event of events) {
    if (event.topic !== 'announcements' || event.type !== 'announcement.updated') continue;
    const before = cached.get(event.data.id);
    if (before !== event.data.updatedAt) corrected.set(event.data.id, event.data);
    cached.set(event.data.id, event.data.updatedAt);
  }
  return [...corrected.values()];
}

/** Whether an admin has corrected this announcement since it was published. */
export function isCorrected(announcement: Announcement): boolean {
  return Date.parse(announcement.updatedAt) > Date.parse(announcement.createdAt);
}
