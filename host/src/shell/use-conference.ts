import { apiRequest } from '@cc/api/client';
import type { ConferenceConfig } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/** Shared with the remotes through the one QueryClient: the same key means one request for everybody. */
export const CONFERENCE_QUERY_KEY = ['conference'] as const;

/** The conference configuration (BEYOND D12): the host writes no conference name, year or address itself. */
export function useConference(): ConferenceConfig | undefined {
  return useQuery({
    queryKey: CONFERENCE_QUERY_KEY,
    queryFn: () => apiRequest<ConferenceConfig>('GET', '/api/conference'),
    staleTime: 60 * 60 * 1000,
  }).data;
}
