import { apiRequest } from '@cc/api/client';
import type { ConferenceInfo } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/conference: the time zone, for the conference's clock. Same key as the other pages' (one copy). */
export function getConference(): Promise<ConferenceInfo> {
  return apiRequest<ConferenceInfo>('GET', '/api/conference');
}

export function useConference() {
  return useQuery({ queryKey: ['conference'], queryFn: getConference, staleTime: 60 * 60_000 });
}
