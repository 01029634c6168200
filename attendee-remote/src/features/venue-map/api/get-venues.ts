import { apiRequest } from '@cc/api/client';
import type { VenueList } from '@cc/api/contract';
import { useQuery } from '@tanstack/react-query';

/** GET /api/venues: every venue with its access information as text, in display order. */
export function getVenues(): Promise<VenueList> {
  return apiRequest<VenueList>('GET', '/api/venues');
}

export function useVenues() {
  return useQuery({ queryKey: ['venues'], queryFn: getVenues, staleTime: 30 * 60_000 });
}
