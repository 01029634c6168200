import { apiRequest } from '@cc/api/client';
import type { ConferenceInfo } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/conference: name, days, time zone and its offsets (BEYOND D12: nothing about the conference is written
 * into pages).
 */
export function getConference(): Promise<ConferenceInfo> {
  return apiRequest<ConferenceInfo>('GET', '/api/conference');
}

/** Same key and shape as the other pages' conference query, so they share one cached copy. */
export function useConference() {
  return useQuery({ queryKey: ['conference'], queryFn: getConference, staleTime: 60 * 60_000 });
}
