import { apiRequest } from '@cc/api/client';
import type { ConferenceConfig } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /api/conference: the one conference configuration (BEYOND D12). The login form needs its contact, the audit
 * log its time zone.
 */
export function getConference(): Promise<ConferenceConfig> {
  return apiRequest<ConferenceConfig>('GET', '/api/conference');
}

export function useConference() {
  return useQuery({ queryKey: ['conference'], queryFn: getConference, staleTime: 60 * 60_000 });
}
