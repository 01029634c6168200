import type { Announcement } from '@cc/api/contract';
import { useLatestAnnouncements } from '../api/get-announcements';
import { storedReadIds, useReadAnnouncementIds } from '../api/get-read-announcements';
import { unreadCount } from '../utils/home-text';

export interface AnnouncementsSummary {
  announcements: Announcement[] | undefined;
  readIds: number[];
  /** Unread announcements; undefined while unknown. */
  unread: number | undefined;
  isError: boolean;
}

/**
 * Announcements with what the visitor has read. When the read list cannot be loaded, the ids saved in this
 * browser stand in (attendee.md §8), so the count is still shown.
 */
export function useAnnouncementsSummary(): AnnouncementsSummary {
  const announcements = useLatestAnnouncements();
  const reads = useReadAnnouncementIds();
  const readIds = reads.data?.ids ?? (reads.isError ? storedReadIds() : []);
  const readKnown = reads.isSuccess || reads.isError;
  const list = announcements.data?.announcements;
  return {
    announcements: list,
    readIds,
    unread: list && readKnown ? unreadCount(list, readIds) : undefined,
    isError: announcements.isError,
  };
}
