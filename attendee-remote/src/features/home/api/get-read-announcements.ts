import { apiRequest } from '@cc/api/client';
import type { AnnouncementReadIds } from '@cc/api/contract';
import { STORAGE_KEYS, safeStorage } from '@cc/design-system';
import { useVisitorQuery } from '../../../lib/use-visitor-query';

/** GET /api/announcements/read: the ids the visitor (or account) has read. */
export function getReadAnnouncementIds(): Promise<AnnouncementReadIds> {
  return apiRequest<AnnouncementReadIds>('GET', '/api/announcements/read');
}

/** attendee.md §8: when the read list cannot be loaded, the ids saved in this browser stand in. */
export function storedReadIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(STORAGE_KEYS.readAnnouncements) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function useReadAnnouncementIds() {
  return useVisitorQuery({ queryKey: ['home', 'announcement-reads'], queryFn: getReadAnnouncementIds, staleTime: 0 });
}
