import { apiRequest } from '@cc/api/client';
import type { ConferenceConfig } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/conference: name, days and time zone (BEYOND D12: nothing about the conference is written into pages). */
export function getConference(): Promise<ConferenceConfig> {
  return apiRequest<ConferenceConfig>('GET', '/api/conference');
}

/** Same key and shape as the other pages' conference query, so they share one cached copy. */
export function useConference() {
  return useQuery({ queryKey: ['conference'], queryFn: getConference, staleTime: 60 * 60_000 });
}
