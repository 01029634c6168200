import type { Announcement, Session } from '@cc/api/contract';
import { truncate } from '@cc/design-system';

/** attendee.md §9: the home excerpt is 150 characters plus an ellipsis; Home shows the 3 latest. */
export const EXCERPT_LENGTH = 150;
export const LATEST_COUNT = 3;

/** The 3 newest announcements (the API answers newest first; sorted again so order never depends on it). */
export function latestAnnouncements(announcements: readonly Announcement[], count = LATEST_COUNT): Announcement[] {
  return [...announcements]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, count);
}

export function announcementExcerpt(announcement: Pick<Announcement, 'content'>): string {
  return truncate(announcement.content.trim(), EXCERPT_LENGTH);
}

export function unreadCount(announcements: readonly Pick<Announcement, 'id'>[], readIds: readonly number[]): number {
  const read = new Set(readIds);
  return announcements.filter((announcement) => !read.has(announcement.id)).length;
}

/** Where a session is: its location, else room and building, else 'Location TBA'. */
export function sessionPlace(session: Pick<Session, 'location' | 'room' | 'building'>): string {
  const location = session.location?.trim();
  if (location) return location;
  return [session.room?.trim(), session.building?.trim()].filter(Boolean).join(', ') || 'Location TBA';
}

/** 'HH:MM' from minutes after midnight. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
