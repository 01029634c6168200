import { apiRequest } from '@cc/api/client';
import type { ConferenceInfo } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/conference: its time zone tells the programme what "now" is, for the Now link (issue 27). */
export function getConference(): Promise<ConferenceInfo> {
  return apiRequest<ConferenceInfo>('GET', '/api/conference');
}

export function useConference() {
  return useQuery({ queryKey: ['conference'], queryFn: getConference, staleTime: 60 * 60_000 });
}
