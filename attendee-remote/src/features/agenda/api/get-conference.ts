import { apiRequest } from '@cc/api/client';
import type { ConferenceConfig } from '@cc/api/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/conference: the one conference configuration (name for the export's heading). */
export function getConference(): Promise<ConferenceConfig> {
  return apiRequest<ConferenceConfig>('GET', '/api/conference');
}

export function conferenceQueryOptions() {
  return queryOptions({ queryKey: ['conference'] as const, queryFn: getConference, staleTime: 60 * 60_000 });
}

export function useConference() {
  return useQuery(conferenceQueryOptions());
}
