import { apiRequest } from '@cc/api/client';
import type { AnnouncementList } from '@cc/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/announcements: newest first. Kept current by live events (hooks/use-announcements-live.ts). */
export function getAnnouncements(): Promise<AnnouncementList> {
  return apiRequest<AnnouncementList>('GET', '/api/announcements');
}

export const announcementsQueryKey = ['announcements'] as const;

export function announcementsQueryOptions() {
  return queryOptions({ queryKey: announcementsQueryKey, queryFn: getAnnouncements, staleTime: 30_000 });
}

export function useAnnouncements() {
  return useQuery(announcementsQueryOptions());
}
