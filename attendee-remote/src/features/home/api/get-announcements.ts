import { apiRequest } from '@cc/api/client';
import type { AnnouncementList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/announcements: newest first. */
export function getAnnouncements(): Promise<AnnouncementList> {
  return apiRequest<AnnouncementList>('GET', '/api/announcements');
}

/**
 * Home's own key: the News page may keep announcements in another shape. Always refetched when Home opens, so
 * what was read on News meanwhile shows at once.
 */
export function useLatestAnnouncements() {
  return useQuery({ queryKey: ['home', 'announcements'], queryFn: getAnnouncements, staleTime: 0 });
}
